package templates

import (
	"fmt"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// FieldDoc is what the help says of one field of a template table: what an
// entry that leaves it out gets (Default; "" for nothing: no text, 0,
// false or no list, and "required" is said from the table's own list of
// required fields) and what the field does.
type FieldDoc struct {
	Default string
	Doc     string
}

// FieldDocs are the fields of one table kind, each by its path: "name", or
// "weapons.rof" for a field of the tables of a list.
type FieldDocs map[string]FieldDoc

// TableRef is one table kind of the template files as "ogretable help
// templates" shows it, generated from the definition the loader reads
// entries into (the kind's Go type and its toml tags), with the kind's
// FieldDocs: its name, what it is, and its fields in the type's order.
type TableRef struct {
	Name, About string
	Fields      []FieldRef
}

// FieldRef is one field of a TableRef: its path, the kind of value it
// takes, whether every entry must give it (Required) or only an entry of
// one kind (RequiredFor: "a vehicle"), its default and what it does.
type FieldRef struct {
	Path, Type  string
	Required    bool
	RequiredFor string
	Default     string
	Doc         string
}

// Reference returns every table kind a template file may hold, the shared
// ones and every rule system's registered (register, RegisterTable), in
// the loader's order, each field as the loader reads it.
func Reference() []TableRef {
	out := make([]TableRef, 0, len(kinds))
	for _, k := range kinds {
		ref := TableRef{Name: k.name, About: k.about}
		required := requiredFields(k.required)
		for _, f := range fieldPaths(k.entryType(), "") {
			d := k.docs[f.path]
			when, ok := required[f.path]
			ref.Fields = append(ref.Fields, FieldRef{Path: f.path, Type: f.typ, Required: ok && when == "", RequiredFor: when,
				Default: d.Default, Doc: d.Doc})
		}
		out = append(out, ref)
	}
	return out
}

// Undocumented returns what the FieldDocs of the table kinds lack or give
// in excess, "[[ffot-stand]] weapons.rof: no description", so that a field
// the loader reads is never left out of the help, nor one it does not
// read described.
func Undocumented() []string {
	var out []string
	for _, k := range kinds {
		paths := map[string]bool{}
		if k.about == "" {
			out = append(out, fmt.Sprintf("[[%s]]: no description of the table", k.name))
		}
		for _, f := range fieldPaths(k.entryType(), "") {
			paths[f.path] = true
			if k.docs[f.path].Doc == "" {
				out = append(out, fmt.Sprintf("[[%s]] %s: no description", k.name, f.path))
			}
		}
		for p := range k.docs {
			if !paths[p] {
				out = append(out, fmt.Sprintf("[[%s]] %s: described, but the table has no such field", k.name, p))
			}
		}
	}
	sort.Strings(out)
	return out
}

// requiredRE finds the quoted field names of a kind's required list;
// compiled on its first use.
var requiredRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`"([a-z0-9_-]+)"`) })

// requiredFields returns the fields a kind's required list names, each
// with the kind of entry that must give it: "" for every entry. The list
// is clauses joined by "; ": the first names the fields every entry gives,
// each other begins "for" and the kind of entry it names fields of, up to
// its first quoted field: `"unit"; for infantry "class"` gives unit to
// every entry, class to "infantry".
func requiredFields(list string) map[string]string {
	out := map[string]string{}
	for i, clause := range strings.Split(list, "; ") {
		when := ""
		if i > 0 {
			head, _, _ := strings.Cut(clause, `"`)
			when = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(head), "for "))
		}
		for _, m := range requiredRE().FindAllStringSubmatch(clause, -1) {
			out[m[1]] = when
		}
	}
	return out
}

// fieldPath is one field of a table type: its path and its kind of value.
type fieldPath struct{ path, typ string }

// fieldPaths returns the toml fields of struct type t in their order, as
// the loader's type check reads them (fieldsOf), the fields of a table or
// of a list's tables after it under its name.
func fieldPaths(t reflect.Type, prefix string) []fieldPath {
	var out []fieldPath
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
		if name == "" || name == "-" {
			continue
		}
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		out = append(out, fieldPath{prefix + name, valueKind(ft)})
		switch {
		case ft.Kind() == reflect.Struct:
			out = append(out, fieldPaths(ft, prefix+name+".")...)
		case ft.Kind() == reflect.Slice && structElem(ft) != nil:
			out = append(out, fieldPaths(structElem(ft), prefix+name+".")...)
		}
	}
	return out
}

// structElem returns the struct type of a list's items, nil when they are
// no tables.
func structElem(t reflect.Type) reflect.Type {
	e := t.Elem()
	if e.Kind() == reflect.Pointer {
		e = e.Elem()
	}
	if e.Kind() == reflect.Struct {
		return e
	}
	return nil
}

// valueKind says the kind of value a field of type t takes, in a
// referee's words.
func valueKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int64:
		return "whole number"
	case reflect.Float32, reflect.Float64:
		return "number"
	case reflect.Struct:
		return "table { }"
	case reflect.Slice:
		if structElem(t) != nil {
			return "list of tables [{ }, ...]"
		}
		return "list of " + valueKind(t.Elem()) + "s"
	}
	return t.Kind().String()
}
