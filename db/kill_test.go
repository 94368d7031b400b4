package db

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"ogretable/engine"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The kill test runs this test binary again as a child that appends
// commands until it is killed; these variables tell the child what to do.
const (
	killHelperPath = "OGRETABLE_DB_KILL_HELPER_PATH"
	killHelperGame = "OGRETABLE_DB_KILL_HELPER_GAME"
)

// eventsPerCommand is how many events each of the child's commands has.
const eventsPerCommand = 3

// TestKillHelper is not a test: run by TestKillAndReopen as a child
// process, it appends commands of three events to a game until it is
// killed, printing "appended N" once command N is durable.
func TestKillHelper(t *testing.T) {
	path := os.Getenv(killHelperPath)
	if path == "" {
		t.Skip("the child process of TestKillAndReopen")
	}
	game, err := strconv.ParseInt(os.Getenv(killHelperGame), 10, 64)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bad game id:", err)
		os.Exit(2)
	}
	d, err := Open(path, Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	events := make([]engine.LogEvent, eventsPerCommand)
	for {
		for k := range events {
			events[k] = engine.LogEvent{Turn: 1, Side: "ogre", Phase: "fire", Kind: "shot",
				Payload: json.RawMessage(fmt.Sprintf(`{"i":%d,"of":%d}`, k+1, eventsPerCommand))}
		}
		c, _, err := d.Append(game, "fire", events)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		fmt.Fprintf(os.Stdout, "appended %d\n", c.Seq)
	}
}

// TestKillAndReopen kills a process that is appending, at random moments,
// and checks after each kill that every command it reported is in the file,
// whole, and that nothing is half-written.
func TestKillAndReopen(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes")
	}
	d := newDB(t)
	g := newGame(t, d)
	path := d.Path()
	d.Close()

	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 5))
	const rounds = 10
	reported := int64(0) // the highest seq any child reported
	deadline := time.Now().Add(12 * time.Second)
	for round := 0; round < rounds && time.Now().Before(deadline); round++ {
		child := exec.Command(os.Args[0], "-test.run=^TestKillHelper$", "-test.count=1")
		child.Env = append(os.Environ(), killHelperPath+"="+path, fmt.Sprintf("%s=%d", killHelperGame, g.ID))
		var stderr strings.Builder
		child.Stderr = &stderr
		out, err := child.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := child.Start(); err != nil {
			t.Fatal(err)
		}
		lines := make(chan int64, 1024)
		go func() {
			defer close(lines)
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				if n, ok := strings.CutPrefix(sc.Text(), "appended "); ok {
					if seq, err := strconv.ParseInt(n, 10, 64); err == nil {
						lines <- seq
					}
				}
			}
		}()

		// Wait for the child to be appending, let it run for a random
		// while, and kill it wherever it is.
		select {
		case _, ok := <-lines:
			if !ok {
				child.Wait()
				t.Fatalf("round %d: the child stopped before appending: %s", round, stderr.String())
			}
		case <-time.After(10 * time.Second):
			child.Process.Kill()
			child.Wait()
			t.Fatalf("round %d: the child appended nothing in 10 s: %s", round, stderr.String())
		}
		time.Sleep(time.Duration(rng.IntN(150)) * time.Millisecond)
		if err := child.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		count := 0
		for seq := range lines {
			reported = max(reported, seq)
			count++
		}
		child.Wait()
		if stderr.Len() > 0 {
			t.Errorf("round %d: the child said: %s", round, stderr.String())
		}

		n := checkWholeLog(t, path, g.ID, reported)
		t.Logf("round %d: the child reported %d commands before it was killed; the log holds %d", round, count+1, n)
	}
}

// checkWholeLog reopens path and checks game's log: at least reported
// commands, seqs contiguous, every command with all its events in order.
// It returns how many commands there are.
func checkWholeLog(t *testing.T, path string, game, reported int64) int {
	t.Helper()
	d, err := Open(path, Options{})
	if err != nil {
		t.Fatalf("reopening after a kill: %v", err)
	}
	defer d.Close()
	var check string
	if err := d.r.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check: %q, %v", check, err)
	}
	cmds, err := d.Commands(game)
	if err != nil {
		t.Fatal(err)
	}
	events, err := d.Events(game)
	if err != nil {
		t.Fatal(err)
	}
	if int64(len(cmds)) < reported {
		t.Fatalf("the child reported command %d, but the log holds %d commands", reported, len(cmds))
	}
	for i, c := range cmds {
		if c.Seq != int64(i+1) {
			t.Fatalf("command %d has seq %d", i+1, c.Seq)
		}
	}
	if len(events) != len(cmds)*eventsPerCommand {
		t.Fatalf("%d commands but %d events, not %d each", len(cmds), len(events), eventsPerCommand)
	}
	for i, e := range events {
		var p struct{ I, Of int }
		if err := json.Unmarshal(e.Payload, &p); err != nil {
			t.Fatalf("event %d: %v", e.Seq, err)
		}
		if e.Seq != int64(i+1) || e.CommandSeq != int64(i/eventsPerCommand+1) || p.I != i%eventsPerCommand+1 || p.Of != eventsPerCommand {
			t.Fatalf("event %d: seq %d, command %d, payload %s", i+1, e.Seq, e.CommandSeq, e.Payload)
		}
	}
	return len(cmds)
}
