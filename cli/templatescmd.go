package cli

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"ogretable/engine"
	"ogretable/outfile"
	"ogretable/templates"
)

// "ogretable templates": the house data a referee writes, its tables'
// reference (help templates, generated from the loader's definitions:
// templates.Reference) and each system's commented example.

// templatesArgs is the help's line of "ogretable templates".
const templatesArgs = "example SYSTEM [-o FILE] [--force]"

// templatesHelp is the help's sentence of "ogretable templates": the
// systems with an example, and the tables, are those registered.
func templatesHelp() string {
	tables := templateTableNames()
	example := ""
	if len(tables) > 0 {
		example = " (help " + tables[len(tables)-1] + ")"
	}
	return "the house data of your templates folder: \"ogretable templates --templates DIR\" (or OGRETABLE_TEMPLATES) says first which files of DIR it reads and their entries by table, any file it refuses and why, and whether the folder's house rules load, then this reference; \"templates example SYSTEM\" (" +
		strings.Join(templates.ExampleSystems(), ", ") + ") writes the commented example of that rule system's house data (its figures made up for the example, not the rules text's), " +
		"to standard output, or to FILE with -o (an existing file is replaced only with --force); put it in your templates folder and change its numbers. " +
		"\"ogretable help templates\" lists every field of every table a templates file may hold, its kind of value, its default and what it does; \"ogretable help TABLE\"" + example + " one table's"
}

// runTemplates runs "ogretable templates": alone, what the templates
// folder holds (writeFolder), then the help and the tables' reference.
func runTemplates(e *env, args []string) error {
	if len(args) > 0 && IsHelpFlag(args[0]) {
		return &helpRequest{"templates"}
	}
	if len(args) == 0 {
		if err := writeFolder(e.stdout, e.templates); err != nil {
			return err
		}
		fmt.Fprintln(e.stdout)
		printHelp(e.stdout, []string{"templates"})
		return nil
	}
	if args[0] != "example" {
		return usagef("templates %q: say \"templates example SYSTEM\" (%s), or see \"ogretable help templates\"", args[0], strings.Join(templates.ExampleSystems(), ", "))
	}
	fs := flag.NewFlagSet("templates example", flag.ContinueOnError)
	out := fs.String("o", "", "the file to write (default: standard output)")
	force := fs.Bool("force", false, "replace the file if it exists")
	pos, err := parseFlags(fs, args[1:])
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("say which system's example: ogretable templates example %s [-o FILE]", strings.Join(templates.ExampleSystems(), "|"))
	}
	name, text, err := templates.Example(pos[0])
	if err != nil {
		return usagef("%s", strings.TrimPrefix(err.Error(), "templates: "))
	}
	if *out == "" || *out == "-" {
		_, err := e.stdout.Write(text)
		return err
	}
	if err := outfile.Write(*out, outfile.Options{Force: *force, Flags: true}, func(w io.Writer) error {
		_, err := w.Write(text)
		return err
	}); err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, exampleWritten(pos[0], name, *out))
	return nil
}

// writeFolder says which files of the templates folder dir the program
// reads, with their entries by table, which it refuses and why, and
// whether its house rules load (templates.Folder); with no folder, that
// none is given. A folder that cannot be read is the error.
func writeFolder(w io.Writer, dir string) error {
	if dir == "" {
		fmt.Fprintln(w, "No templates folder is given (--templates DIR, or OGRETABLE_TEMPLATES): the program plays the built-in catalog alone.")
		return nil
	}
	files, loaded, err := templates.Folder(templates.Files(), dir)
	if err != nil {
		return err
	}
	read := 0
	for _, f := range files {
		if f.Refused == "" {
			read++
		}
	}
	fmt.Fprintf(w, "The templates folder %s: %s read", dir, engine.Counted(read, "file", "files"))
	if refused := len(files) - read; refused > 0 {
		fmt.Fprintf(w, ", %d refused", refused)
	}
	fmt.Fprintln(w, ".")
	for _, f := range files {
		if f.Refused != "" {
			continue
		}
		var has []string
		for _, t := range f.Entries {
			has = append(has, fmt.Sprintf("%d [[%s]]", t.Count, t.Table))
		}
		if len(has) == 0 {
			has = []string{"no entry"}
		}
		fmt.Fprintf(w, "  read     %s: %s\n", f.Name, strings.Join(has, ", "))
	}
	for _, f := range files {
		if f.Refused == "" {
			continue
		}
		why := f.Refused
		if n := len(f.Problems) - 1; n > 0 {
			why += fmt.Sprintf(" (and %d more %s)", n, map[bool]string{true: "problem", false: "problems"}[n == 1])
		}
		fmt.Fprintf(w, "  refused  %s: %s\n", f.Name, why)
	}
	switch {
	case loaded:
		fmt.Fprintln(w, "Its house rules load: every command that names this folder plays them.")
	default:
		fmt.Fprintln(w, "Its house rules do NOT load: a problem in any .toml file stops them all, so the program plays the built-in catalog until it is fixed (a game already started keeps what it recorded).")
	}
	return nil
}

// exampleWritten says that the example of system's house data (its file
// name name, as the examples call it) was written to the file out: the
// file by its whole path, what to do with it, and the file name the
// examples give when out is another.
func exampleWritten(system, name, out string) string {
	whole, err := filepath.Abs(out)
	if err != nil {
		whole = out
	}
	of := system
	if v, err := engine.ParseVariant(system); err == nil {
		of = engine.SystemOf(v).Title()
	}
	base := filepath.Base(out)
	called := ""
	if base != name {
		called = fmt.Sprintf(" (the examples call it %s)", name)
	}
	return fmt.Sprintf("Wrote %s, the example house data of %s%s: its figures are made up for the example; put %s in your templates folder (ogretable --templates DIR) and change them to your own.",
		whole, of, called, base)
}

// printTemplatesReference prints every table a templates file may hold,
// or the one named table ("" for all), each field with its kind of value,
// whether it must be given, its default and what it does: the loader's
// own definitions (templates.Reference). It reports whether it printed a
// table.
func printTemplatesReference(w io.Writer, table string) bool {
	printed := false
	for _, t := range templates.Reference() {
		if table != "" && t.Name != table {
			continue
		}
		printed = true
		fmt.Fprintf(w, "\n[[%s]]\n", t.Name)
		for _, l := range WrapWords(t.About, 78) {
			fmt.Fprintf(w, "  %s\n", l)
		}
		for _, f := range t.Fields {
			head := fmt.Sprintf("  %s (%s", f.Path, f.Type)
			switch {
			case f.Required:
				head += ", required"
			case f.RequiredFor != "":
				head += ", required for " + f.RequiredFor
			case f.Default != "":
				head += ", default: " + f.Default
			}
			fmt.Fprintln(w, head+")")
			for _, l := range WrapWords(f.Doc, 78-6) {
				fmt.Fprintf(w, "      %s\n", l)
			}
		}
	}
	return printed
}

// templateTableNames returns the names of the tables a templates file may
// hold, which "ogretable help" takes as a page each.
func templateTableNames() []string {
	var out []string
	for _, t := range templates.Reference() {
		out = append(out, t.Name)
	}
	return out
}
