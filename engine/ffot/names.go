package ffot

import "strings"

// nameAt returns names[i], the name of the i-th value of an enumeration,
// or "" when i is not one of its values.
func nameAt(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return ""
	}
	return names[i]
}

// indexOf returns the value of an enumeration whose name is s, in any
// case and spacing, and false when none is.
func indexOf(names []string, s string) (int, bool) {
	for i, name := range names {
		if strings.EqualFold(strings.TrimSpace(s), name) {
			return i, true
		}
	}
	return 0, false
}
