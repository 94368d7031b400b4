package cli

import (
	"flag"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"sync"

	"ogretable/engine"
)

// Shell completion ("ogretable completion bash|zsh|fish"): the scripts are
// generated from the subcommand table (names, and flags read from each
// one's arguments as the help writes them) and from the catalog (unit and
// Ogre ids, which match as names do), so they cannot drift from the help.

// compFlag is one flag of a subcommand, as its arguments write it.
type compFlag struct {
	name    string   // without dashes
	value   string   // what it takes ("ID", "PATH"), "" for a switch
	choices []string // its values when the arguments list them ("hex|inch")
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
}

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

// leadWord is a word typed as it is, not a placeholder or a flag; it and
// flagPattern are compiled on their first use, by the completion alone.
var leadWord = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z][a-z0-9-]*$`) })

// flagPattern reads "[--scale hex|inch]" or "[--json]" in a subcommand's
// arguments.
var flagPattern = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\[--([a-z-]+)(?: ([^\]\[]+))?\]`) })

// completionTable returns, for every subcommand, its flags and words.
func completionTable(cat *engine.Catalog) []compSub {
	var ogres, units []string
	for _, u := range cat.Units {
		units = append(units, u.ID)
		if u.Kind == engine.KindOgre {
			ogres = append(ogres, u.ID)
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
		s := compSub{name: c.name, lead: leadWords(c.args)}
		for _, m := range flagPattern().FindAllStringSubmatch(c.args, -1) {
			f := compFlag{name: m[1], value: m[2]}
			if strings.Contains(f.value, "|") {
				f.choices = strings.Split(f.value, "|")
			}
			switch f.name {
			case "kind":
				for _, k := range engine.Kinds {
					f.choices = append(f.choices, string(k))
				}
			case "scenario":
				for _, sc := range cat.Scenarios {
					f.choices = append(f.choices, sc.ID)
				}
			}
			s.flags = append(s.flags, f)
		}
		switch c.name {
		case "ogre":
			s.words = ogres
		case "do":
			s.words = verbs
		case "help":
			s.words = append(subcommandNames(), templateTableNames()...)
		case "completion":
			s.words, s.lead = shells, nil
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
		for _, f := range s.flags {
			if f.value != "" && !slices.Contains(valued, "--"+f.name) {
				valued = append(valued, "--"+f.name)
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
		fmt.Fprintf(w, "\t%s)\n\t\tcase \"$prev\" in\n", s.name)
		var names []string
		for _, f := range s.flags {
			names = append(names, "--"+f.name)
			switch {
			case len(f.choices) > 0:
				fmt.Fprintf(w, "\t\t--%s) COMPREPLY=($(compgen -W %q -- \"$cur\")); return ;;\n", f.name, strings.Join(f.choices, " "))
			case f.value == "PATH":
				fmt.Fprintf(w, "\t\t--%s) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n", f.name)
			case f.value != "":
				fmt.Fprintf(w, "\t\t--%s) return ;;\n", f.name)
			}
		}
		fmt.Fprintln(w, "\t\tesac")
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
		fmt.Fprintf(w, "\t\tCOMPREPLY=($(compgen -W %q -- \"$cur\")) ;;\n", strings.TrimSpace(strings.Join(names, " ")+" "+words))
	}
	fmt.Fprintln(w, "\tesac\n}\ncomplete -F _ogretable ogretable")
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
			switch {
			case len(f.choices) > 0:
				fmt.Fprintf(w, "complete -c ogretable -n %s -l %s -x -a %q\n", cond, f.name, strings.Join(f.choices, " "))
			case f.value == "PATH":
				fmt.Fprintf(w, "complete -c ogretable -n %s -l %s -r -F\n", cond, f.name)
			case f.value != "":
				fmt.Fprintf(w, "complete -c ogretable -n %s -l %s -x\n", cond, f.name)
			default:
				fmt.Fprintf(w, "complete -c ogretable -n %s -l %s\n", cond, f.name)
			}
		}
		if len(s.words) > 0 {
			fmt.Fprintf(w, "complete -c ogretable -n %s -a %q\n", cond, strings.Join(s.words, " "))
		}
		if len(s.lead) > 0 {
			lead := strings.Join(s.lead, " ")
			fmt.Fprintf(w, "complete -c ogretable -n '__fish_seen_subcommand_from %s; and not __fish_seen_subcommand_from %s' -a %q\n", s.name, lead, lead)
		}
	}
}
