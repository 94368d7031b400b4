package engine

import "fmt"

// Plural returns one when n is 1, else many: "hit" or "hits", "is" or
// "are".
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Counted returns n and its word, one when n is 1, else many: "1 squad",
// "3 squads", "2 batteries".
func Counted(n int, one, many string) string {
	return fmt.Sprintf("%d %s", n, Plural(n, one, many))
}
