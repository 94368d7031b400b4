package cli

import (
	"flag"
	"fmt"
	"io"
	"maps"
	"regexp"
	"slices"
	"strings"
	"sync"

	"ogretable/engine"
)

// Shell completion ("ogretable completion bash|zsh|fish"): the scripts are
// generated from the subcommand table (names, and flags read from each
// one's arguments as the help writes them, and from the forms of its own
// subcommands a rule system registers, Command.Forms) and from the catalog
// (unit and Ogre ids, and the rule systems' Ogre designs, which match as
// names do, after ogre, do add, sheet KIND and where a system names one,
// Designs.NamedBy), so they cannot drift from the help.

// compFlag is one flag of a subcommand, as its arguments write it.
type compFlag struct {
	name    string   // with its dashes ("--kind", "-o")
	value   string   // what it takes ("ID", "PATH"), "" for a switch
	choices []string // its values when the arguments list them ("hex|inch")
}

// compForm is one form of a subcommand's own subcommands ("ffot hit
// --range D ..."): its first word, and the flags that follow it.
type compForm struct {
	lead  string
	flags []compFlag
}

// compSub is what completes after one subcommand.
type compSub struct {
	name  string
	flags []compFlag
	words []string // positional words: Ogre ids, verbs, subcommands
	// lead are the words its first positional word is one of, as its
	// arguments list them ("intercept|through|blast ...", "ogre NAME |
	// roster ..."): offered before its flags.
	lead []string
	// forms are its own subcommands' forms (Command.Forms): after a
	// form's first word, its flags.
	forms []compForm
	// named are the names its first positional word takes, by that word
	// ("sheet ogre NAME": the Ogres; "dsii cost DESIGN": the system's
	// designs), offered as its second positional word.
	named map[string][]string
}

// everyFlag is the flag the help's usage line lets come after any
// subcommand ("--templates, a folder of house-rule files, may also come
// after the subcommand"): it completes after every one, whether its
// arguments write it or not.
var everyFlag = compFlag{name: "--templates", value: "DIR"}

// leadWords returns the alternatives a subcommand's arguments start with:
// the lower-case words of their first word ("intercept|through|blast"),
// of each alternative when the arguments are alternatives ("ogre NAME |
// roster (...)"; a "|" inside brackets or parentheses parts no
// alternatives), none when they start with a placeholder (NAME) or a flag.
func leadWords(args string) []string {
	var alts []string
	depth, from := 0, 0
	for i, r := range args {
		switch r {
		case '[', '(':
			depth++
		case ']', ')':
			depth--
		case '|':
			if depth == 0 && i > 0 && args[i-1] == ' ' {
				alts = append(alts, args[from:i])
				from = i + 1
			}
		}
	}
	alts = append(alts, args[from:])
	var out []string
	for _, a := range alts {
		first, _, _ := strings.Cut(strings.TrimSpace(a), " ")
		for w := range strings.SplitSeq(first, "|") {
			if leadWord().MatchString(w) && !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// leadWord is a word typed as it is, not a placeholder or a flag; it,
// flagName and choiceWord are compiled on their first use, by the
// completion alone.
var leadWord = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z][a-z0-9-]*$`) })

// flagName is a flag as the arguments write it: "--scale", "-o".
var flagName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^--?[a-z][a-z0-9-]*$`) })

// choiceWord is one value of a flag's list of values ("hex" of "hex|inch").
var choiceWord = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`) })

// argFlags returns the flags written in a subcommand's arguments, each once,
// in their order: bracketed or not ("[--scale hex|inch]", "--game ID
// --unit LABEL", "(--game ID | --scenario ID [--rules R])"), alternatives
// ("[--pinned|--suppressed]") and one-letter flags ("[-o FILE.pdf]"). A
// flag's value is the word after it unless that word is a flag, a bracket
// or an alternative's bar; a value of lower-case words with bars
// ("hex|inch") lists its choices.
func argFlags(args string) []compFlag {
	var out []compFlag
	seen := func(name string) bool {
		return slices.ContainsFunc(out, func(f compFlag) bool { return f.name == name })
	}
	words := strings.Fields(args)
	for i, w := range words {
		t := strings.TrimLeft(w, "[(")
		if !strings.HasPrefix(t, "-") {
			continue
		}
		closed := t != trimClose(t) // "--json]": nothing follows it inside
		var names []string
		for n := range strings.SplitSeq(trimClose(t), "|") {
			if !flagName().MatchString(n) {
				names = nil
				break
			}
			names = append(names, n)
		}
		value := ""
		if len(names) == 1 && !closed && i+1 < len(words) && !strings.ContainsAny(words[i+1][:1], "-[(|") {
			value = trimClose(words[i+1])
		}
		for _, n := range names {
			if seen(n) {
				continue
			}
			f := compFlag{name: n, value: value}
			if strings.Contains(value, "|") {
				f.choices = strings.Split(value, "|")
				if slices.ContainsFunc(f.choices, func(c string) bool { return !choiceWord().MatchString(c) }) {
					f.choices = nil
				}
			}
			out = append(out, f)
		}
	}
	return out
}

// trimClose returns w without the closing brackets and parentheses at its
// end that close nothing opened in it ("Q]" is Q, "Q[,Q...]" stays).
func trimClose(w string) string {
	for len(w) > 0 {
		last := w[len(w)-1]
		open := map[byte]byte{']': '[', ')': '('}[last]
		if open == 0 || strings.Count(w, string(last)) <= strings.Count(w, string(open)) {
			return w
		}
		w = w[:len(w)-1]
	}
	return w
}

// formsOf reads the forms of a subcommand's own subcommands (Command.Forms,
// each written whole, "ffot hit --range D ..."): the word after the
// subcommand's name, and its flags.
func formsOf(name string, forms []string) []compForm {
	var out []compForm
	for _, f := range forms {
		words := strings.Fields(strings.TrimPrefix(f, name+" "))
		if len(words) == 0 || !leadWord().MatchString(words[0]) {
			continue
		}
		out = append(out, compForm{lead: words[0], flags: argFlags(strings.Join(words[1:], " "))})
	}
	return out
}

// completionTable returns, for every subcommand, its flags and words.
func completionTable(cat *engine.Catalog) []compSub {
	var ogres, units []string
	byKind := map[string][]string{} // the ids of each kind, as "units" lists them
	for _, u := range cat.Units {
		units = append(units, u.ID)
		byKind[string(u.Kind)] = append(byKind[string(u.Kind)], u.ID)
		if u.Kind == engine.KindOgre {
			ogres = append(ogres, u.ID)
		}
	}
	// The rule systems' Ogre designs that are no unit of the catalog, which
	// "ogre" shows and "add" puts in play, and the subcommands' words that
	// name one of a system's designs (Designs.NamedBy: "dsii cost").
	namedBy := map[string]map[string][]string{}
	for _, d := range designs {
		if d.List == nil {
			continue
		}
		var own []string
		for _, u := range d.List(cat, nil) {
			own = append(own, u.ID)
			if !slices.Contains(units, u.ID) {
				units, ogres = append(units, u.ID), append(ogres, u.ID)
				byKind[u.Kind] = append(byKind[u.Kind], u.ID)
			}
		}
		for _, at := range d.NamedBy {
			sub, word, _ := strings.Cut(at, " ")
			if namedBy[sub] == nil {
				namedBy[sub] = map[string][]string{}
			}
			namedBy[sub][word] = append(namedBy[sub][word], own...)
		}
	}
	var verbs []string
	for _, sys := range engine.Systems() {
		for _, v := range engine.VerbsOfSystem(sys) {
			if !slices.Contains(verbs, string(v.Verb)) {
				verbs = append(verbs, string(v.Verb))
			}
		}
	}
	verbs = append(verbs, "override")
	var out []compSub
	for _, c := range table() {
		s := compSub{name: c.name, lead: leadWords(c.args), forms: formsOf(c.name, commandForms[c.name])}
		for _, f := range argFlags(c.args) {
			switch f.name {
			case "--kind":
				for _, k := range engine.Kinds {
					f.choices = append(f.choices, string(k))
				}
			case "--scenario":
				for _, sc := range cat.Scenarios {
					f.choices = append(f.choices, sc.ID)
				}
			case "--rules":
				if f.choices == nil { // "--rules R"
					f.choices = engine.VariantNames()
				}
			}
			s.flags = append(s.flags, f)
		}
		if !slices.ContainsFunc(s.flags, func(f compFlag) bool { return f.name == everyFlag.name }) {
			s.flags = append(s.flags, everyFlag)
		}
		s.named = namedBy[c.name]
		switch c.name {
		case "ogre":
			s.words = ogres
		case "do":
			s.words = verbs
		case "help":
			s.words = append(subcommandNames(), templateTableNames()...)
		case "completion":
			s.words, s.lead = shells, nil
		case "sheet":
			// "sheet KIND NAME": the units of that kind, as "units --kind
			// KIND" lists them (an Ogre sheet names an Ogre of any rule
			// system: the catalog's, or a system's design).
			s.named = map[string][]string{}
			for _, k := range s.lead {
				if ids := byKind[k]; len(ids) > 0 {
					s.named[k] = ids
				}
			}
		}
		out = append(out, s)
	}
	// "do add TYPE": the unit ids, after the verb add.
	return append(out, compSub{name: "do add", words: units})
}

// shells are the shells "ogretable completion" writes a script for.
var shells = []string{"bash", "zsh", "fish"}

// runCompletion prints a completion script ("ogretable completion bash").
func runCompletion(e *env, args []string) error {
	fs := flag.NewFlagSet("completion", flag.ContinueOnError)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 || !slices.Contains(shells, pos[0]) {
		return usagef("name the shell: bash, zsh or fish, e.g. \"source <(ogretable completion bash)\"")
	}
	cat, err := e.loadCatalog()
	if err != nil {
		return err
	}
	t := completionTable(cat)
	switch pos[0] {
	case "bash":
		writeBash(e.stdout, t, false)
	case "zsh":
		fmt.Fprintln(e.stdout, "#compdef ogretable")
		fmt.Fprintln(e.stdout, "# zsh completion for ogretable: the bash script through bashcompinit.")
		fmt.Fprintln(e.stdout, "# Load it with: source <(ogretable completion zsh)")
		fmt.Fprintln(e.stdout, "autoload -U +X bashcompinit && bashcompinit")
		writeBash(e.stdout, t, true)
	case "fish":
		writeFish(e.stdout, t)
	}
	return nil
}

// topWords are what may follow "ogretable" itself.
func topWords() []string {
	return append(subcommandNames(), "--templates", "--version", "--help")
}

// writeBash writes the bash script (zsh runs it through bashcompinit).
func writeBash(w io.Writer, t []compSub, zsh bool) {
	if !zsh {
		fmt.Fprintln(w, "# bash completion for ogretable. Load it with: source <(ogretable completion bash)")
	}
	valued := []string{"--templates"} // the flags whose value is the next word
	for _, s := range t {
		flags := slices.Clone(s.flags)
		for _, form := range s.forms {
			flags = append(flags, form.flags...)
		}
		for _, f := range flags {
			if f.value != "" && !slices.Contains(valued, f.name) {
				valued = append(valued, f.name)
			}
		}
	}
	fmt.Fprintln(w, `_ogretable() {
	local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
	local sub="" n=0 first="" i
	for ((i = 1; i < COMP_CWORD; i++)); do
		case "${COMP_WORDS[i]}" in
		`+strings.Join(valued, "|")+`) ((i++)) ;;
		-*) ;;
		*)
			if [[ -z $sub ]]; then sub="${COMP_WORDS[i]}"; else ((n++)); [[ $n == 1 ]] && first="${COMP_WORDS[i]}"; fi
			;;
		esac
	done
	if [[ $prev == --templates ]]; then COMPREPLY=($(compgen -d -- "$cur")); return; fi
	if [[ -z $sub ]]; then
		COMPREPLY=($(compgen -W "`+strings.Join(topWords(), " ")+`" -- "$cur"))
		return
	fi
	case "$sub" in`)
	for _, s := range t {
		if strings.Contains(s.name, " ") {
			continue
		}
		fmt.Fprintf(w, "\t%s)\n", s.name)
		names := writeBashValues(w, "\t\t", s.flags)
		if len(s.forms) > 0 {
			// After a form's first word ("ffot hit"), its flags.
			fmt.Fprintln(w, "\t\tcase \"$first\" in")
			for _, form := range s.forms {
				fmt.Fprintf(w, "\t\t%s)\n", form.lead)
				own := writeBashValues(w, "\t\t\t", form.flags)
				fmt.Fprintf(w, "\t\t\tCOMPREPLY=($(compgen -W %q -- \"$cur\")); return ;;\n", strings.Join(append(own, names...), " "))
			}
			fmt.Fprintln(w, "\t\tesac")
		}
		words := strings.Join(s.words, " ")
		if s.name == "do" {
			// After "do add", the unit types.
			for _, x := range t {
				if x.name == "do add" {
					fmt.Fprintf(w, "\t\tif [[ $first == add && $n == 1 ]]; then COMPREPLY=($(compgen -W %q -- \"$cur\")); return; fi\n", strings.Join(x.words, " "))
					// Inside quotes (do 'add hea): the command is one
					// word, completed on its last word; readline replaces
					// the text after the quote, so each reply is that
					// text with the last word completed.
					fmt.Fprintf(w, "\t\tif [[ $n == 0 && $cur == [\\'\\\"]* ]]; then\n"+
						"\t\t\tlocal inner=\"${cur:1}\" pre=\"\" last\n"+
						"\t\t\tlast=\"${inner##* }\"\n"+
						"\t\t\t[[ $inner == *\" \"* ]] && pre=\"${inner%% *} \"\n"+
						"\t\t\tlocal -a opts=()\n"+
						"\t\t\tif [[ -z $pre ]]; then opts=($(compgen -W %q -- \"$last\"))\n"+
						"\t\t\telif [[ $pre == \"add \" ]]; then opts=($(compgen -W %q -- \"$last\")); fi\n"+
						"\t\t\t((${#opts[@]})) && COMPREPLY=(\"${opts[@]/#/$pre}\")\n"+
						"\t\t\treturn\n"+
						"\t\tfi\n", strings.Join(s.words, " "), strings.Join(x.words, " "))
				}
			}
			fmt.Fprintf(w, "\t\tif [[ $n == 0 && $cur != -* ]]; then COMPREPLY=($(compgen -W %q -- \"$cur\")); return; fi\n", words)
			words = ""
		}
		if len(s.lead) > 0 {
			fmt.Fprintf(w, "\t\tif [[ $n == 0 && $cur != -* ]]; then COMPREPLY=($(compgen -W %q -- \"$cur\")); return; fi\n", strings.Join(s.lead, " "))
		}
		for _, lead := range slices.Sorted(maps.Keys(s.named)) {
			fmt.Fprintf(w, "\t\tif [[ $n == 1 && $first == %s && $cur != -* ]]; then COMPREPLY=($(compgen -W %q -- \"$cur\")); return; fi\n", lead, strings.Join(s.named[lead], " "))
		}
		fmt.Fprintf(w, "\t\tCOMPREPLY=($(compgen -W %q -- \"$cur\")) ;;\n", strings.TrimSpace(strings.Join(names, " ")+" "+words))
	}
	fmt.Fprintln(w, "\tesac\n}\ncomplete -F _ogretable ogretable")
}

// writeBashValues writes, indented by indent, the case of the word before
// the cursor that completes the values of flags, and returns the flags'
// names.
func writeBashValues(w io.Writer, indent string, flags []compFlag) []string {
	var names []string
	fmt.Fprintf(w, "%scase \"$prev\" in\n", indent)
	for _, f := range flags {
		names = append(names, f.name)
		switch {
		case len(f.choices) > 0:
			fmt.Fprintf(w, "%s%s) COMPREPLY=($(compgen -W %q -- \"$cur\")); return ;;\n", indent, f.name, strings.Join(f.choices, " "))
		case f.value == "PATH" || strings.HasPrefix(f.value, "FILE"):
			fmt.Fprintf(w, "%s%s) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n", indent, f.name)
		case f.value == "DIR":
			fmt.Fprintf(w, "%s%s) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n", indent, f.name)
		case f.value != "":
			fmt.Fprintf(w, "%s%s) return ;;\n", indent, f.name)
		}
	}
	fmt.Fprintf(w, "%sesac\n", indent)
	return names
}

// fishFlag writes the fish line that completes flag f under condition cond.
func fishFlag(w io.Writer, cond string, f compFlag) {
	opt := "-l " + strings.TrimPrefix(f.name, "--")
	if !strings.HasPrefix(f.name, "--") {
		opt = "-s " + strings.TrimPrefix(f.name, "-")
	}
	switch {
	case len(f.choices) > 0:
		fmt.Fprintf(w, "complete -c ogretable -n %s %s -x -a %q\n", cond, opt, strings.Join(f.choices, " "))
	case f.value == "PATH" || strings.HasPrefix(f.value, "FILE"):
		fmt.Fprintf(w, "complete -c ogretable -n %s %s -r -F\n", cond, opt)
	case f.value == "DIR":
		fmt.Fprintf(w, "complete -c ogretable -n %s %s -x -a '(__fish_complete_directories)'\n", cond, opt)
	case f.value != "":
		fmt.Fprintf(w, "complete -c ogretable -n %s %s -x\n", cond, opt)
	default:
		fmt.Fprintf(w, "complete -c ogretable -n %s %s\n", cond, opt)
	}
}

// writeFish writes the fish script.
func writeFish(w io.Writer, t []compSub) {
	fmt.Fprintln(w, "# fish completion for ogretable. Load it with: ogretable completion fish | source")
	fmt.Fprintln(w, "complete -c ogretable -f")
	fmt.Fprintf(w, "complete -c ogretable -n __fish_use_subcommand -a %q\n", strings.Join(subcommandNames(), " "))
	fmt.Fprintln(w, "complete -c ogretable -n __fish_use_subcommand -l templates -r -F -d 'a folder of house-rule templates'")
	fmt.Fprintln(w, "complete -c ogretable -n __fish_use_subcommand -l version -d 'the version'")
	for _, s := range t {
		cond := "'__fish_seen_subcommand_from " + s.name + "'"
		if s.name == "do add" {
			cond = "'__fish_seen_subcommand_from do; and __fish_seen_subcommand_from add'"
		}
		for _, f := range s.flags {
			fishFlag(w, cond, f)
		}
		for _, form := range s.forms {
			for _, f := range form.flags {
				fishFlag(w, "'__fish_seen_subcommand_from "+s.name+"; and __fish_seen_subcommand_from "+form.lead+"'", f)
			}
		}
		if len(s.words) > 0 {
			fmt.Fprintf(w, "complete -c ogretable -n %s -a %q\n", cond, strings.Join(s.words, " "))
		}
		if len(s.lead) > 0 {
			lead := strings.Join(s.lead, " ")
			fmt.Fprintf(w, "complete -c ogretable -n '__fish_seen_subcommand_from %s; and not __fish_seen_subcommand_from %s' -a %q\n", s.name, lead, lead)
		}
		for _, lead := range slices.Sorted(maps.Keys(s.named)) {
			fmt.Fprintf(w, "complete -c ogretable -n '__fish_seen_subcommand_from %s; and __fish_seen_subcommand_from %s' -a %q\n", s.name, lead, strings.Join(s.named[lead], " "))
		}
	}
}
