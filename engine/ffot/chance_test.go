package ffot

import "testing"

func TestChanceCounts(t *testing.T) {
	// 004 FFOTigers: "All rolls are made on a six sided die": chances are
	// counted over the six faces, and over 36 for two dice.
	for _, c := range []struct {
		name string
		got  Chance
		want Chance
	}{
		{"a 3+ on one die", AtLeast(3), Chance{2, 3}},
		{"a 1+ is certain", AtLeast(1), Chance{1, 1}},
		{"a 0+ is certain", AtLeast(0), Chance{1, 1}},
		{"a 7+ is none", AtLeast(7), Chance{0, 1}},
		{"a 6 on one of two dice", AtLeast(6).AnyOf(2), Chance{11, 36}},
		{"a 4+ on one of three dice", AtLeast(4).AnyOf(3), Chance{7, 8}},
		{"no dice, no chance", AtLeast(2).AnyOf(0), Chance{0, 1}},
		{"10+ on 2d6", TwoDiceAtLeast(10), Chance{1, 6}},
		{"7 on 2d6", TwoDiceTotal(7), Chance{1, 6}},
		{"2 on 2d6", TwoDiceTotal(2), Chance{1, 36}},
		{"13+ on 2d6", TwoDiceAtLeast(13), Chance{0, 1}},
		{"half less a third", Faces(3).Minus(Faces(2)), Chance{1, 6}},
		{"a third less a half", Faces(2).Minus(Faces(3)), Chance{0, 1}},
		{"all of twenty dice", AtLeast(2).Pow(MaxDice), Chance{95367431640625, 3656158440062976}},
	} {
		if c.got != c.want {
			t.Errorf("%s: %v, want %v", c.name, c.got, c.want)
		}
	}
	if s := AtLeast(5).String(); s != "1/3" {
		t.Errorf("String %q", s)
	}
	if p := AtLeast(5).Percent(); p != "33.3%" {
		t.Errorf("Percent %q", p)
	}
}
