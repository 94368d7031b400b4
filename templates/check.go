package templates

import (
	"fmt"
	"math"
	"reflect"
	"sort"
	"strings"
	"time"
)

// The types check: before the TOML library fills the engine's structs, every
// value of the generic decoding is checked against the struct field it will
// fill, so that a wrong type, a negative number or a misspelt key is reported
// with its own line rather than as the library's decoding error.

// fieldsOf returns the types of the toml-tagged fields of struct type t.
func fieldsOf(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
		if name == "" || name == "-" {
			continue
		}
		out[name] = f.Type
	}
	return out
}

// checker checks the generic decoding of one file.
type checker struct {
	l     *loader
	src   *source
	lay   *layout
	entry string // the label of the entry being checked
	// fatal is set by a problem that stops the decoding (any but an
	// unknown field, which the decoding ignores).
	fatal bool
	// unknowns is set when an unknown field was reported.
	unknowns bool
}

func (c *checker) report(line int, field, msg string) {
	c.fatal = true
	c.add(line, field, msg)
}

// unknown reports an unknown field: a problem the decoding passes over.
func (c *checker) unknown(line int, field, msg string) {
	c.unknowns = true
	c.add(line, field, msg)
}

func (c *checker) add(line int, field, msg string) {
	c.l.add(&Error{File: c.src.name, Line: line, Entry: c.entry, Field: field, Msg: msg, order: c.src.order})
}

// document checks the top level of a file: only known arrays of tables, each
// entry a table of known fields with values of the right types.
func (c *checker) document(raw map[string]any) {
	for _, k := range keysByLine(raw, func(k string) int { return c.lay.topLine(k) }) {
		c.entry = ""
		kd := kindNamed(k)
		if kd == nil {
			msg := fmt.Sprintf("unknown table %q; a template file holds [[%s]]", k, strings.Join(tableNames(), "]], [["))
			if !c.src.user {
				// A built-in file's table the build does not know is a
				// rule system's whose package of the templates layer is
				// not linked in: a build mistake, said as one.
				msg += "; a built-in file's table no package of this build registers is a rule system's: " + linkSystem
			}
			c.report(c.lay.topLine(k), k, msg)
			continue
		}
		items, ok := asTables(raw[k])
		if !ok {
			c.report(c.lay.topLine(k), k, fmt.Sprintf("%q must be an array of tables, each entry headed [[%s]]", k, k))
			continue
		}
		locs := c.lay.entriesOf(k)
		for i, item := range items {
			c.entry = label(k, item, i)
			c.table(item, kd.entryType(), locAt(locs, i, c.lay.topLine(k)), "")
		}
	}
	c.entry = ""
}

func locAt(locs []loc, i, fallback int) loc {
	if i < len(locs) {
		return locs[i]
	}
	return loc{line: fallback}
}

// table checks the fields of one table against struct type t.
func (c *checker) table(m map[string]any, t reflect.Type, at loc, prefix string) {
	fields := fieldsOf(t)
	for _, k := range keysByLine(m, at.at) {
		name := prefix + k
		ft, ok := fields[k]
		if !ok {
			c.unknown(at.at(k), name, fmt.Sprintf("unknown field %q", name))
			continue
		}
		c.value(m[k], ft, at, k, name)
	}
}

// value checks the value of field key (called name in messages) against type t.
func (c *checker) value(v any, t reflect.Type, at loc, key, name string) {
	if t.Kind() == reflect.Struct {
		// An inline table ({quality = "superior"}): its fields on its line.
		m, ok := v.(map[string]any)
		if !ok {
			c.report(at.at(key), name, fmt.Sprintf("field %q must be a table in { }, not %s", name, describe(v)))
			return
		}
		c.table(m, t, loc{line: at.at(key)}, name+".")
		return
	}
	if t.Kind() != reflect.Slice {
		if msg := scalar(v, t); msg != "" {
			c.report(at.at(key), name, fmt.Sprintf("field %q %s", name, msg))
		}
		return
	}
	elem := t.Elem()
	if elem.Kind() == reflect.Pointer {
		elem = elem.Elem()
	}
	var items []any
	switch x := v.(type) {
	case []any:
		items = x
	case []map[string]any:
		for _, m := range x {
			items = append(items, m)
		}
	default:
		c.report(at.at(key), name, fmt.Sprintf("field %q must be a list in [ ], not %s", name, describe(v)))
		return
	}
	for j, it := range items {
		el := at.sub(key, j)
		ename := fmt.Sprintf("%s[%d]", name, j+1)
		if elem.Kind() == reflect.Struct {
			m, ok := it.(map[string]any)
			if !ok {
				c.report(el.line, ename, fmt.Sprintf("field %q must be a table in { }, not %s", ename, describe(it)))
				continue
			}
			c.table(m, elem, el, ename+".")
			continue
		}
		if msg := scalar(it, elem); msg != "" {
			c.report(el.line, ename, fmt.Sprintf("field %q %s", ename, msg))
		}
	}
}

// maxExact is the largest integer a float64 holds exactly.
const maxExact = 1 << 53

// scalar checks one value against a scalar type and returns what is wrong
// with it, or "".
func scalar(v any, t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		if _, ok := v.(string); !ok {
			return "must be text in quotes, not " + describe(v)
		}
	case reflect.Float32, reflect.Float64:
		switch x := v.(type) {
		case int64:
			if x < 0 {
				return fmt.Sprintf("must not be negative (got %d)", x)
			}
			if x > maxExact {
				return fmt.Sprintf("is too large (got %d)", x)
			}
		case float64:
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return fmt.Sprintf("must be a number (got %v)", x)
			}
			if x < 0 {
				return fmt.Sprintf("must not be negative (got %v)", x)
			}
			if x > maxExact {
				return fmt.Sprintf("is too large (got %v)", x)
			}
		default:
			return "must be a number, not " + describe(v)
		}
	case reflect.Int, reflect.Int64:
		switch x := v.(type) {
		case int64:
			if x < 0 {
				return fmt.Sprintf("must not be negative (got %d)", x)
			}
		case float64:
			return fmt.Sprintf("must be a whole number (got %v)", x)
		default:
			return "must be a whole number, not " + describe(v)
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			return "must be true or false, not " + describe(v)
		}
	default:
		return "has a type the loader does not know (" + t.String() + ")"
	}
	return ""
}

// describe names the TOML type of a decoded value for messages.
func describe(v any) string {
	switch x := v.(type) {
	case string:
		return fmt.Sprintf("text (%q)", x)
	case int64, float64:
		return fmt.Sprintf("a number (%v)", x)
	case bool:
		return fmt.Sprintf("%v", x)
	case []any, []map[string]any:
		return "a list"
	case map[string]any:
		return "a table"
	case time.Time:
		return "a date"
	}
	return "a date or time"
}

// asTables returns v as a list of tables, if it is one.
func asTables(v any) ([]map[string]any, bool) {
	switch x := v.(type) {
	case []map[string]any:
		return x, true
	case []any:
		out := make([]map[string]any, 0, len(x))
		for _, it := range x {
			m, ok := it.(map[string]any)
			if !ok {
				return nil, false
			}
			out = append(out, m)
		}
		return out, true
	}
	return nil, false
}

// keysByLine returns the keys of m ordered by their line, then by name.
func keysByLine(m map[string]any, line func(string) int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		li, lj := line(keys[i]), line(keys[j])
		if li != lj {
			return li < lj
		}
		return keys[i] < keys[j]
	})
	return keys
}
