package dsii

import "testing"

// The benchmarks of issue 22 (a calculator ≤ 1 µs): each runs what its
// calculator asks of this package, parsing included, on 002's examples.

var benchSink any

// outcomeSink and errSink keep a result without boxing it in an interface,
// which would allocate a copy of the Outcome and be timed with it.
var (
	outcomeSink Outcome
	errSink     error
)

func BenchmarkDSIICalculatorEM(b *testing.B) {
	for b.Loop() {
		d := EM{Quality: Superior, KO: 1, DMG: true}.Die()
		_, c1, _ := RepairChance(ClassEM, MarkerDMG, d)
		_, c2, _ := RepairChance(ClassEM, MarkerKO, d)
		_, c3, _ := RepairChance(ClassEM, MarkerSD, d)
		benchSink = [...]Chance{c1, c2, c3, TASChance(d), AbortChance(d), SelfDestructChance(d)}
	}
}

func BenchmarkDSIICalculatorRepair(b *testing.B) {
	for b.Loop() {
		n, c, ok := RepairChance(ClassTread, MarkerDMG, D10)
		benchSink = [...]any{n, c, ok}
	}
}

func BenchmarkDSIICalculatorADS(b *testing.B) {
	for b.Loop() {
		s, err := ADS(D10, 2, PilotBlue, 0)
		benchSink = [...]any{s, err}
	}
}

func BenchmarkDSIICalculatorSMAK(b *testing.B) {
	for b.Loop() {
		s, err := SMAK(Enhanced, Heavy, D10)
		benchSink = [...]any{s, err}
	}
}

func BenchmarkDSIICalculatorRam(b *testing.B) {
	r := Ram{Rammer: RamOgre, Mark: "mark-v", Size: 5, Target: RamOgre, TargetMark: "mark-i", TargetSize: 3}
	for b.Loop() {
		res, err := r.Resolve()
		benchSink = [...]any{res, err}
	}
}

func BenchmarkDSIICalculatorReaction(b *testing.B) {
	for b.Loop() {
		n, err := Threat("mark-v")
		benchSink = [...]any{n, err}
	}
}

func BenchmarkDSIICalculatorRange(b *testing.B) {
	for b.Loop() {
		d, _ := ParseDFFG("DFFG/6")
		band, err := d.Band(20, true, false)
		benchSink = [...]any{band, err}
	}
}

func BenchmarkDSIICalculatorTerrain(b *testing.B) {
	for b.Loop() {
		t, err := TerrainOf("dense-woods")
		benchSink = [...]any{t, err}
	}
}

func BenchmarkDSIICalculatorDamage(b *testing.B) {
	for b.Loop() {
		a, _ := ParseAttack("red3,yellow1,yellow2,green0,m,boom,m,red1", AllValid)
		a.OgreRam = true
		o, err := Damage(ClassTread, 5, a)
		outcomeSink, errSink = o, err
	}
}
