package templates

import (
	"strconv"
	"strings"
)

// The TOML library reports lines for syntax errors but keeps no public
// position for the keys of a document it has read. The loader needs them to
// name the line of a bad field, so this file scans the text of a file the
// library has already accepted and records where every table header and every
// key starts. It understands just enough TOML to do that (strings, comments,
// arrays and inline tables spanning lines); on any input it returns without
// panicking, and on valid TOML its lines are exact.

// section is a table of a TOML file: the root, a [table] or an [[array]]
// entry, with the lines of the keys written directly in it.
type section struct {
	path  []string
	array bool
	line  int
	keys  map[string]int   // first part of a key -> its line
	elems map[string][]int // key with an array value -> the line of each element
}

// layout is every section of a file, the root first, in the order written.
type layout struct {
	secs    []*section
	entries map[string][]loc // cache of entriesOf
}

// loc locates one entry of a file: its own line, the lines of its keys and of
// the elements of its array values, and its sub-tables written as
// [[parent.key]] sections.
type loc struct {
	line  int
	keys  map[string]int
	elems map[string][]int
	kids  map[string][]loc
}

// at returns the line of key in the entry, or the entry's line.
func (l loc) at(key string) int {
	if n, ok := l.keys[key]; ok {
		return n
	}
	return l.line
}

// sub returns the locator of element j of the entry's array value key.
func (l loc) sub(key string, j int) loc {
	if ks := l.kids[key]; j >= 0 && j < len(ks) {
		return ks[j]
	}
	if es := l.elems[key]; j >= 0 && j < len(es) {
		return loc{line: es[j]}
	}
	return loc{line: l.at(key)}
}

func newSection(path []string, array bool, line int) *section {
	return &section{path: path, array: array, line: line, keys: map[string]int{}, elems: map[string][]int{}}
}

func (s *section) loc() loc {
	return loc{line: s.line, keys: s.keys, elems: s.elems, kids: map[string][]loc{}}
}

// entriesOf returns the locators of the entries of the top-level array of
// tables name, in order: its [[name]] sections, or the elements of an inline
// array name = [...].
func (l *layout) entriesOf(name string) []loc {
	if out, ok := l.entries[name]; ok {
		return out
	}
	var out []loc
	for i, s := range l.secs {
		if !s.array || len(s.path) != 1 || s.path[0] != name {
			continue
		}
		lc := s.loc()
		for _, c := range l.secs[i+1:] {
			if len(c.path) < 2 || c.path[0] != name {
				break
			}
			if c.array && len(c.path) == 2 {
				lc.kids[c.path[1]] = append(lc.kids[c.path[1]], c.loc())
			}
		}
		out = append(out, lc)
	}
	if len(out) == 0 {
		for _, n := range l.secs[0].elems[name] {
			out = append(out, loc{line: n})
		}
	}
	if l.entries == nil {
		l.entries = map[string][]loc{}
	}
	l.entries[name] = out
	return out
}

// topLine returns the line where the top-level key name is first written, as
// a key or as a table header, or 0.
func (l *layout) topLine(name string) int {
	if n, ok := l.secs[0].keys[name]; ok {
		return n
	}
	for _, s := range l.secs[1:] {
		if len(s.path) > 0 && s.path[0] == name {
			return s.line
		}
	}
	return 0
}

// find returns the first line where the key path is written, or 0.
func (l *layout) find(path []string) int {
	if len(path) == 0 {
		return 0
	}
	parent, last := path[:len(path)-1], path[len(path)-1]
	for _, s := range l.secs {
		if equalPath(s.path, parent) {
			if n, ok := s.keys[last]; ok {
				return n
			}
		}
	}
	if len(path) == 1 {
		return l.topLine(last)
	}
	return l.find(parent)
}

func equalPath(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// scan records the sections and key lines of a TOML text.
func scan(text string) *layout {
	// Byte order marks, which the TOML library skips too; lines are unchanged.
	if strings.HasPrefix(text, "\xef\xbb\xbf") {
		text = text[3:]
	} else if strings.HasPrefix(text, "\xff\xfe") || strings.HasPrefix(text, "\xfe\xff") {
		text = text[2:]
	}
	root := newSection(nil, false, 0)
	l := &layout{secs: []*section{root}}
	cur := root
	line := 1
	i, n := 0, len(text)
	for i < n {
		switch c := text[i]; c {
		case '\n':
			line++
			i++
		case ' ', '\t', '\r':
			i++
		case '#':
			i = skipLine(text, i)
		case '[':
			array := i+1 < n && text[i+1] == '['
			j := i + 1
			if array {
				j++
			}
			end := stopAt(text, j, ']')
			s := newSection(splitKey(text[j:end]), array, line)
			l.secs = append(l.secs, s)
			cur = s
			i = skipLine(text, end)
		default:
			end := stopAt(text, i, '=')
			parts := splitKey(text[i:end])
			key := parts[0]
			if _, ok := cur.keys[key]; !ok {
				cur.keys[key] = line
			}
			i = end
			if i < n && text[i] == '=' {
				i++
			}
			sec := cur
			record := func(ln int) {
				if len(parts) == 1 {
					sec.elems[key] = append(sec.elems[key], ln)
				}
			}
			i, line = scanValue(text, i, line, record)
		}
	}
	return l
}

// skipLine returns the index of the next newline at or after i, or len(text).
func skipLine(text string, i int) int {
	if i >= len(text) {
		return len(text)
	}
	if j := strings.IndexByte(text[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(text)
}

// stopAt returns the index of the first stop byte at or after i outside
// quotes, or of the end of the line.
func stopAt(text string, i int, stop byte) int {
	for i < len(text) {
		c := text[i]
		switch {
		case c == stop || c == '\n':
			return i
		case c == '"' || c == '\'':
			i, _ = skipString(text, i, 0)
			continue
		}
		i++
	}
	return len(text)
}

// scanValue skips the value that starts at i, through any lines it spans,
// and returns the index of the newline that ends it and the line number
// there. For an array value it calls record with the line of each element.
func scanValue(text string, i, line int, record func(int)) (int, int) {
	n := len(text)
	for i < n && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	isArray := i < n && text[i] == '['
	depth := 0
	expect := false
	for i < n {
		c := text[i]
		if c == '\n' {
			if depth == 0 {
				return i, line
			}
			line++
			i++
			continue
		}
		if isArray && depth == 1 && expect && c != ' ' && c != '\t' && c != '\r' && c != ',' && c != '#' && c != ']' {
			record(line)
			expect = false
		}
		switch c {
		case '#':
			i = skipLine(text, i)
			continue
		case '"', '\'':
			i, line = skipString(text, i, line)
			continue
		case '[', '{':
			depth++
			if isArray && depth == 1 {
				expect = true
			}
		case ']', '}':
			if depth > 0 {
				depth--
			}
			if depth == 0 {
				isArray = false
			}
		case ',':
			if isArray && depth == 1 {
				expect = true
			}
		}
		i++
	}
	return i, line
}

// skipString skips the string that starts with the quote at i (basic,
// literal, or either multi-line form) and returns the index after it and the
// line number there.
func skipString(text string, i, line int) (int, int) {
	n := len(text)
	q := text[i]
	if i+2 < n && text[i+1] == q && text[i+2] == q {
		i += 3
		for i < n {
			c := text[i]
			switch {
			case c == '\n':
				line++
			case c == '\\' && q == '"':
				if i+1 < n && text[i+1] == '\n' {
					line++
				}
				i += 2
				continue
			case c == q && i+2 < n && text[i+1] == q && text[i+2] == q:
				i += 3
				for k := 0; k < 2 && i < n && text[i] == q; k++ {
					i++
				}
				return i, line
			}
			i++
		}
		return n, line
	}
	i++
	for i < n {
		c := text[i]
		switch {
		case c == '\n':
			return i, line
		case c == '\\' && q == '"':
			i += 2
			continue
		case c == q:
			return i + 1, line
		}
		i++
	}
	return n, line
}

// splitKey splits a TOML key ("a.b", `"quoted key".c`) into its parts. It
// always returns at least one part.
func splitKey(s string) []string {
	var parts []string
	var b strings.Builder
	i := 0
	for i < len(s) {
		switch c := s[i]; c {
		case '"':
			j := i + 1
			for j < len(s) && s[j] != '"' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			quoted := s[i:min(j+1, len(s))]
			if u, err := strconv.Unquote(quoted); err == nil {
				b.WriteString(u)
			} else {
				b.WriteString(strings.Trim(quoted, `"`))
			}
			i = j + 1
		case '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				b.WriteString(s[i+1:])
				i = len(s)
			} else {
				b.WriteString(s[i+1 : i+1+j])
				i += j + 2
			}
		case '.':
			parts = append(parts, b.String())
			b.Reset()
			i++
		case ' ', '\t', '\r':
			i++
		default:
			b.WriteByte(c)
			i++
		}
	}
	return append(parts, b.String())
}
