package main

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// BenchmarkServe50Pages is the players' view of a quick game served by
// "ogretable serve" to 50 open pages (streams of its events, as the page's
// script reads them) while "ogretable do" writes 100 notes from processes
// of their own (issue 33, Figures): for each write, how long after do ended
// every page had the note (median and worst over the writes, and the median
// over every page and write); the server's memory with the 50 pages open
// (its resident size then, and its peak); and the page's first load. Run it
// with -benchtime=1x: an iteration is the 100 writes.
func BenchmarkServe50Pages(b *testing.B) {
	const pages, writes = 50, 100
	dir := b.TempDir()
	prog := filepath.Join(dir, "ogretable")
	build(b, "", prog, ".")
	db := filepath.Join(dir, "games.db")
	if out, err := exec.Command(prog, "new", "--db", db, "--seed", "1").CombinedOutput(); err != nil {
		b.Fatalf("new: %v\n%s", err, out)
	}
	srv := serve(b, prog, "--db", db)
	defer srv.stop(b)

	resp, err := http.Get(srv.url)
	if err != nil {
		b.Fatal(err)
	}
	page, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		b.Fatal(err)
	}
	version := between(string(page), `data-v="`, `"`)

	// seen takes each page's receipt of each note: the page and the note.
	type receipt struct {
		page, note int
		at         time.Time
	}
	seen := make(chan receipt, pages*4)
	for p := range pages {
		resp, err := http.Get(srv.url + "events?v=" + version)
		if err != nil {
			b.Fatal(err)
		}
		defer resp.Body.Close()
		go func() {
			r := bufio.NewReaderSize(resp.Body, 64<<10)
			found := false // the event's newest note is read
			for {
				line, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if line == "\n" {
					found = false // the event ends
					continue
				}
				// The first note of an event is the newest: the page
				// leads with the latest command.
				if i := strings.Index(line, "Note: w"); i >= 0 && !found && len(line) >= i+len("Note: w")+4 {
					found = true
					if n, err := strconv.Atoi(line[i+len("Note: w") : i+len("Note: w")+4]); err == nil {
						seen <- receipt{p, n, time.Now()}
					}
				}
			}
		}()
	}
	rss, _ := memory(srv.cmd.Process.Pid)

	var worst, all []time.Duration
	b.ResetTimer()
	note := 0
	for b.Loop() {
		for range writes {
			note++
			if out, err := exec.Command(prog, "do", "--db", db, fmt.Sprintf("note w%04d", note)).CombinedOutput(); err != nil {
				b.Fatalf("do: %v\n%s", err, out)
			}
			done := time.Now()
			got := map[int]bool{}
			var last time.Duration
			deadline := time.After(10 * time.Second)
			for len(got) < pages {
				select {
				case r := <-seen:
					if r.note != note || got[r.page] {
						continue // an earlier note drawn again, or this one twice
					}
					got[r.page] = true
					d := max(r.at.Sub(done), 0)
					all = append(all, d)
					last = max(last, d)
				case <-deadline:
					b.Fatalf("note %d reached %d of %d pages in 10 s", note, len(got), pages)
				}
			}
			worst = append(worst, last)
		}
	}
	b.StopTimer()
	_, peak := memory(srv.cmd.Process.Pid)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	slices.Sort(worst)
	slices.Sort(all)
	b.ReportMetric(ms(worst[len(worst)/2]), "median-ms-all-50")
	b.ReportMetric(ms(worst[len(worst)-1]), "worst-ms-all-50")
	b.ReportMetric(ms(all[len(all)/2]), "median-ms-a-page")
	b.ReportMetric(rss, "server-MB-50-open")
	b.ReportMetric(peak, "server-peak-MB")
	b.ReportMetric(float64(len(page))/1024, "first-load-KB")
	b.ReportMetric(0, "ns/op")
}

// memory returns a process's resident memory and its peak, in MB, from
// /proc (0 where there is none).
func memory(pid int) (rss, peak float64) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		kb, _ := strconv.ParseFloat(f[1], 64)
		switch f[0] {
		case "VmRSS:":
			rss = kb / 1024
		case "VmHWM:":
			peak = kb / 1024
		}
	}
	return rss, peak
}

// between returns the text of s between the first from and the to after
// it.
func between(s, from, to string) string {
	_, after, _ := strings.Cut(s, from)
	v, _, _ := strings.Cut(after, to)
	return v
}
