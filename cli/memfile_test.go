package cli_test

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"ogretable/cli"
	"ogretable/cli/memfile"
	"ogretable/db"
)

// TestMemFileAsDB: the game file in memory that FuzzGameCommandLine runs
// on (cli/memfile) answers the command line as the program's SQLite file
// does: the same script of subcommands, on each, prints the same lines and
// exits the same way, but for the file's name and the times.
func TestMemFileAsDB(t *testing.T) {
	script := []struct {
		line string
		code int // the exit code, on each
	}{
		{"games", 1}, // no file yet
		{"state", 1},
		{"new --seed 7 --name first", 0},
		{"do 'next'", 0},
		{"do 'next'", 0},
		{"do 'fire MK3.main1 at HVY1 die 4'", 0},
		{"do 'fire MK3.main1 at HVY1 die 4'", 1}, // fired already
		{"do 'next' die 9", 1},
		{"do 'note the GEV hid'", 0},
		{"do 'undo'", 0},
		{"do 'redo'", 0},
		{"state --json", 0},
		{"log", 0},
		{"log --format json", 0},
		{"new --rules dsii --seed 3 --name second", 0},
		{"new --scenario nowhere", 2},
		{"new --rules ffot --seed 5", 0},
		{"games", 0},
		{"games --json", 0},
		{"state --game 99", 1},
		{"log --game 1", 0},
		{"do --game 2 'next'", 0},
		{"end --game 1 the Ogre fled", 0},
		{"do --game 1 'next'", 1}, // the game is over
		{"walker list", 0},
		{"walker show hoplite", 1},
		{"state --game 1", 0},
	}
	dir := t.TempDir()
	dbPath := filepath.Join(dir, "games.db")
	onDB := cli.FilesOf(db.Open, db.SchemaVersion())
	onMem := memfile.Files(memfile.New(dbPath), db.SchemaVersion())
	times := regexp.MustCompile(`\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d(\.\d+)?Z?)?`)
	for _, c := range script {
		line := c.line
		args := append([]string{"--db", dbPath}, splitQuoted(line)...)
		var outs [2]string
		var codes [2]int
		for i, files := range []cli.Files{onDB, onMem} {
			var out, errb bytes.Buffer
			codes[i] = cli.Run(args, strings.NewReader(""), &out, &errb, files)
			o := times.ReplaceAllString(out.String()+"\n--\n"+errb.String(), "TIME")
			outs[i] = strings.ReplaceAll(o, "memfile: ", "db: ")
		}
		// The walker designs' messages are db's own; the fuzz target
		// runs no walker subcommand.
		if codes[0] != c.code {
			t.Errorf("%s: on SQLite exit %d, want %d:\n%s", line, codes[0], c.code, outs[0])
		}
		if codes[0] != codes[1] || outs[0] != outs[1] && !strings.HasPrefix(line, "walker") {
			t.Errorf("%s: on SQLite exit %d:\n%s\nin memory exit %d:\n%s", line, codes[0], outs[0], codes[1], outs[1])
		}
	}
}

// splitQuoted splits a line as a shell would its words and single quotes.
func splitQuoted(line string) []string {
	var out []string
	for i, part := range strings.Split(line, "'") {
		if i%2 == 1 {
			out = append(out, part)
			continue
		}
		out = append(out, strings.Fields(part)...)
	}
	return out
}
