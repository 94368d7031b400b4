package present

import (
	"strings"

	"github.com/rivo/uniseg"
)

// Text laid out in lines: WrapCells, the one word wrap of the program (the
// dashboard's panes, the views' long lines, the command line's help).

// spaces is the indent of wrapped lines, cut to length.
const spaces = "                                                                "

// indentText returns n spaces.
func indentText(n int) string {
	if n <= len(spaces) {
		return spaces[:n]
	}
	return strings.Repeat(" ", n)
}

// WrapCells cuts cells into lines of at most width cells, breaking at
// spaces where it can; continuation lines start with indent spaces.
// Neighbouring pieces of one tone are joined into one cell; the pieces of
// one cell stay slices of its text.
func WrapCells(cells []Cell, width, indent int) [][]Cell {
	if width <= indent+4 {
		indent = 0
	}
	// A line that fits is its cells, joined where their tones meet.
	if total := CellsWidth(cells); total <= width {
		line := make([]Cell, 0, len(cells))
		for _, c := range cells {
			if c.Text == "" {
				continue
			}
			if n := len(line); n > 0 && line[n-1].Tone == c.Tone {
				line[n-1].Text += c.Text
				continue
			}
			line = append(line, c)
		}
		return [][]Cell{line}
	}
	var lines [][]Cell
	var line []Cell
	used, lineStart := 0, 0
	// When the line's last cell is a slice of one cell's text, sliceOf is
	// that cell and sliceAt where the slice starts: a piece that goes on
	// from its end extends it as a longer slice, allocating nothing.
	sliceOf, sliceAt := -1, 0
	push := func(ci, from, to int) {
		if from == to {
			return
		}
		c := cells[ci]
		if n := len(line); n > 0 && line[n-1].Tone == c.Tone {
			if sliceOf == ci && sliceAt+len(line[n-1].Text) == from {
				line[n-1].Text = c.Text[sliceAt:to]
				return
			}
			line[n-1].Text += c.Text[from:to]
			sliceOf = -1
			return
		}
		line = append(line, Cell{Text: c.Text[from:to], Tone: c.Tone})
		sliceOf, sliceAt = ci, from
	}
	newLine := func() {
		lines = append(lines, line)
		line = []Cell{{Text: indentText(indent), Tone: ToneText}}
		used, lineStart = indent, indent
		sliceOf = -1
	}
	for ci, c := range cells {
		// Words keep their following space.
		for at := 0; at < len(c.Text); {
			end := wordEnd(c.Text, at)
			word := c.Text[at:end]
			ww := TextWidth(word)
			trimmed := ww - (len(word) - len(strings.TrimRight(word, " ")))
			if used+trimmed > width && used > lineStart {
				newLine()
				for at < end && c.Text[at] == ' ' {
					at++
				}
				word = c.Text[at:end]
				ww = TextWidth(word)
			}
			for ww > width-used && width-used > 0 && used == lineStart {
				// A word longer than a line: cut it.
				cut, _ := CutWidth(word, width-used)
				push(ci, at, at+len(cut))
				newLine()
				at += len(cut)
				word = c.Text[at:end]
				ww = TextWidth(word)
			}
			push(ci, at, end)
			used += ww
			at = end
		}
	}
	lines = append(lines, line)
	return lines
}

// wordEnd returns where the word of s that starts at i ends: after the run
// of spaces that follows it.
func wordEnd(s string, i int) int {
	j := strings.IndexByte(s[i:], ' ')
	if j < 0 {
		return len(s)
	}
	j += i
	for j < len(s) && s[j] == ' ' {
		j++
	}
	return j
}

// CutWidth splits s after at most w cells.
func CutWidth(s string, w int) (string, string) {
	used, state, i := 0, -1, 0
	rest := s
	for rest != "" {
		var cl string
		var cw int
		cl, rest, cw, state = uniseg.FirstGraphemeClusterInString(rest, state)
		if used+cw > w {
			break
		}
		used += cw
		i += len(cl)
	}
	return s[:i], s[i:]
}
