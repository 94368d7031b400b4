package web_test

import (
	"bufio"
	"compress/gzip"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/web"
)

// flakyStore is a game's log in memory that fails to read, with the error
// set, as a damaged or locked file does.
type flakyStore struct {
	*trackertest.Store
	fail atomic.Pointer[error]
}

// EventsAfter reads the log, or fails with the error set.
func (f *flakyStore) EventsAfter(game, after int64) ([]engine.LogEvent, error) {
	if err := f.fail.Load(); err != nil {
		return nil, *err
	}
	return f.Store.EventsAfter(game, after)
}

// serveQuick serves the quick game on a store of its own and returns the
// server, the store and a second session on it: another program writing
// to the game.
func serveQuick(t *testing.T, opt web.Options) (*web.Server, *flakyStore, *tracker.Session) {
	t.Helper()
	st := &flakyStore{Store: trackertest.NewStore()}
	writer := trackertest.OpenQuick(t, st, engine.Hexes)
	reader, err := tracker.Open(st, trackertest.Catalog(t), trackertest.QuickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	if opt.Addr == "" {
		opt.Addr = "127.0.0.1:0"
	}
	srv, err := web.Start(reader, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	return srv, st, writer
}

// get answers a request of method to url, with its status and body.
func get(t *testing.T, method, url string) (int, http.Header, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, resp.Header, string(b)
}

// raw sends a request's bytes as they are and returns the response's status
// line: what a client that does not clean its path or limit its headers
// gets.
func raw(t *testing.T, addr net.Addr, request string) string {
	t.Helper()
	c, err := net.DialTimeout("tcp", addr.String(), 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.WriteString(c, request); err != nil {
		t.Fatalf("write: %v", err)
	}
	line, err := bufio.NewReader(c).ReadString('\n')
	if err != nil {
		t.Fatalf("read the answer to %.60q: %v", request, err)
	}
	return strings.TrimSpace(line)
}

// TestPageNeedsItsToken: the page is at /TOKEN/ only; without the token, or
// with another, every path is 404 and says nothing of the game (issue 33,
// 5).
func TestPageNeedsItsToken(t *testing.T) {
	srv, _, _ := serveQuick(t, web.Options{})
	base := "http://" + srv.Addr().String()
	tok := srv.Token()
	if len(tok) < 26 {
		t.Fatalf("token %q: want 128 bits", tok)
	}
	for _, path := range []string{"/", "/index.html", "/events", "/" + tok, "/" + strings.ToUpper(tok) + "/",
		"/" + tok[:len(tok)-1] + "/", "/" + tok + "x/", "/x/" + tok + "/", "/" + tok + "/x", "/" + tok + "/events/x"} {
		code, _, body := get(t, "GET", base+path)
		if code != http.StatusNotFound {
			t.Errorf("GET %s: %d, want 404", path, code)
		}
		if strings.Contains(body, "Quick game") || strings.Contains(body, "MK") {
			t.Errorf("GET %s tells of the game: %q", path, body)
		}
	}
	code, h, body := get(t, "GET", srv.URL())
	if code != http.StatusOK || !strings.Contains(body, "Quick game") || !strings.Contains(body, "Turn 1") {
		t.Fatalf("GET the page: %d\n%.400s", code, body)
	}
	if ct := h.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
		t.Errorf("Content-Type %q", ct)
	}
	// A second server has a token of its own.
	other, _, _ := serveQuick(t, web.Options{})
	if other.Token() == tok {
		t.Errorf("two servers share the token %q", tok)
	}
}

// TestPageIsWhole: the page's first load is under 100 KB and asks for
// nothing else: no script, style, font or image from anywhere (issue 33,
// 4: a club hall has no internet); its policy lets it load nothing but
// itself.
func TestPageIsWhole(t *testing.T) {
	srv, _, _ := serveQuick(t, web.Options{})
	_, h, body := get(t, "GET", srv.URL())
	if len(body) >= 100<<10 {
		t.Errorf("the page is %d bytes, want under 100 KB", len(body))
	}
	for _, ref := range []string{"src=", "http:", "https:", "@import", "url("} {
		if i := strings.Index(body, ref); i >= 0 {
			t.Errorf("the page refers to %q: …%s…", ref, body[max(i-40, 0):min(i+40, len(body))])
		}
	}
	if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") || strings.Contains(csp, "unsafe") {
		t.Errorf("Content-Security-Policy %q", csp)
	}
	if !strings.Contains(body, "prefers-color-scheme:dark") {
		t.Error("the page has no dark theme")
	}
	// Compressed for a phone that asks (every browser does).
	req, _ := http.NewRequest("GET", srv.URL(), nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("Content-Encoding %q, want gzip", resp.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil || string(plain) != body {
		t.Errorf("the compressed page is not the page (%v)", err)
	}
	if resp.ContentLength >= int64(len(body)) {
		t.Errorf("compressed %d bytes of %d", resp.ContentLength, len(body))
	}
}

// TestOnlyGetAndHead: every method but GET and HEAD is 405 with the methods
// allowed, and nothing reaches the game (issue 33, 5).
func TestOnlyGetAndHead(t *testing.T) {
	srv, _, writer := serveQuick(t, web.Options{})
	before := writer.LastEvent()
	for _, path := range []string{"", "events"} {
		for _, m := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND"} {
			code, h, body := get(t, m, srv.URL()+path)
			if code != http.StatusMethodNotAllowed || h.Get("Allow") != "GET, HEAD" {
				t.Errorf("%s /TOKEN/%s: %d Allow %q %q, want 405 Allow GET, HEAD", m, path, code, h.Get("Allow"), body)
			}
		}
	}
	code, h, body := get(t, "HEAD", srv.URL())
	if code != http.StatusOK || body != "" || h.Get("Content-Length") == "" {
		t.Errorf("HEAD: %d, Content-Length %q, body %q", code, h.Get("Content-Length"), body)
	}
	code, h, _ = get(t, "HEAD", srv.URL()+"events")
	if code != http.StatusOK || !strings.HasPrefix(h.Get("Content-Type"), "text/event-stream") {
		t.Errorf("HEAD events: %d %q", code, h.Get("Content-Type"))
	}
	if _, err := writer.Refresh(); err != nil {
		t.Fatal(err)
	}
	if writer.LastEvent() != before {
		t.Errorf("the log moved from event %d to %d", before, writer.LastEvent())
	}
}

// TestBadRequests: huge headers, a long path, a path outside the game and
// a malformed request each get a clear 4xx, and the server goes on serving
// (issue 33, 5).
func TestBadRequests(t *testing.T) {
	srv, _, _ := serveQuick(t, web.Options{})
	tok := srv.Token()
	for _, c := range []struct {
		name, request, want string
	}{
		{"huge headers", "GET /" + tok + "/ HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 64<<10) + "\r\n\r\n", "431"},
		{"long path", "GET /" + tok + "/" + strings.Repeat("a", 2000) + " HTTP/1.1\r\nHost: x\r\n\r\n", "414"},
		{"path outside the game", "GET /" + tok + "/../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n", "404"},
		{"dotted token", "GET /./" + tok + "/ HTTP/1.1\r\nHost: x\r\n\r\n", "404"},
		{"escaped slash", "GET /" + tok + "%2Fevents HTTP/1.1\r\nHost: x\r\n\r\n", "404"},
		{"wrong token", "GET /aaaaaaaaaaaaaaaaaaaaaaaaaa/ HTTP/1.1\r\nHost: x\r\n\r\n", "404"},
		{"no host", "GET /" + tok + "/ HTTP/1.1\r\n\r\n", "400"},
		{"not http", "HELLO\r\n\r\n", "400"},
		{"absolute elsewhere", "GET http://elsewhere.example/" + tok + "/x HTTP/1.1\r\nHost: x\r\n\r\n", "404"},
	} {
		got := raw(t, srv.Addr(), c.request)
		if !strings.Contains(got, " "+c.want+" ") {
			t.Errorf("%s: %q, want %s", c.name, got, c.want)
		}
	}
	if code, _, body := get(t, "GET", srv.URL()); code != http.StatusOK || !strings.Contains(body, "Quick game") {
		t.Errorf("after the bad requests: %d", code)
	}
}

// TestBurstOfBadRequests: a burst of 1,000 bad requests (no token, POSTs,
// wrong paths) leaves the game untouched and the server serving (issue 33,
// Done when).
func TestBurstOfBadRequests(t *testing.T) {
	srv, _, writer := serveQuick(t, web.Options{})
	before := writer.LastEvent()
	base := "http://" + srv.Addr().String()
	bad := []struct{ method, url string }{
		{"GET", base + "/"}, {"POST", srv.URL()}, {"GET", base + "/nope/"}, {"DELETE", srv.URL() + "events"},
		{"GET", srv.URL() + "x"}, {"PUT", base + "/" + srv.Token()},
	}
	client := &http.Client{Timeout: 10 * time.Second}
	var wrong atomic.Int64
	var wg sync.WaitGroup
	for w := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				b := bad[(w*50+i)%len(bad)]
				req, _ := http.NewRequest(b.method, b.url, strings.NewReader("next"))
				resp, err := client.Do(req)
				if err != nil {
					wrong.Add(1)
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode < 400 || resp.StatusCode >= 500 {
					wrong.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	if n := wrong.Load(); n > 0 {
		t.Errorf("%d of 1,000 bad requests got no 4xx", n)
	}
	if code, _, _ := get(t, "GET", srv.URL()); code != http.StatusOK {
		t.Errorf("after the burst: %d", code)
	}
	if _, err := writer.Refresh(); err != nil {
		t.Fatal(err)
	}
	if writer.LastEvent() != before {
		t.Errorf("the log moved from event %d to %d", before, writer.LastEvent())
	}
}

// events reads an open page's stream: each event's data, in order.
func events(t *testing.T, url string) <-chan string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("events: %d %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	out := make(chan string, 16)
	go func() {
		defer close(out)
		defer resp.Body.Close()
		r := bufio.NewReader(resp.Body)
		var data []string
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			line = strings.TrimRight(line, "\n")
			switch {
			case line == "":
				if data != nil {
					out <- strings.Join(data, "\n")
				}
				data = nil
			case strings.HasPrefix(line, "data: "):
				data = append(data, line[len("data: "):])
			}
		}
	}()
	t.Cleanup(func() { resp.Body.Close() })
	return out
}

// waitEvent returns the first event of ch that holds text, failing after
// a while (a deadline for the test, not a measure: the benchmark measures).
func waitEvent(t *testing.T, ch <-chan string, text string) string {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case e, ok := <-ch:
			if !ok {
				t.Fatalf("the stream ended before %q", text)
			}
			if strings.Contains(e, text) {
				return e
			}
		case <-deadline:
			t.Fatalf("no event with %q", text)
		}
	}
}

// TestFollowsAnotherWriter: a command another program writes to the game
// reaches an open page's stream, drawn with the log's latest line marked,
// and an undo marks it undone (issue 33, 2 and 3).
func TestFollowsAnotherWriter(t *testing.T) {
	srv, _, writer := serveQuick(t, web.Options{})
	ch := events(t, srv.URL()+"events?v=1")
	if _, err := writer.Do("note the players are watching"); err != nil {
		t.Fatal(err)
	}
	e := waitEvent(t, ch, "the players are watching")
	if !strings.Contains(e, `<span class="new">the players are watching`) && !strings.Contains(e, "the players are watching</span>") {
		t.Errorf("the new line is not marked new:\n%s", e)
	}
	if _, err := writer.Do("undo"); err != nil {
		t.Fatal(err)
	}
	waitEvent(t, ch, `<span class="voided">[undone] </span>`)
}

// TestPageShowsTheGame: the page shows what the dashboard shows of a game
// of each rule system: the header, each unit of the roster with its
// condition in a glyph and a word, the panels its view gives, the lines
// its system adds, and the log (issue 33, 2).
func TestPageShowsTheGame(t *testing.T) {
	srv, _, writer := serveQuick(t, web.Options{})
	ogre := trackertest.OgreOf(writer)
	trackertest.Run(t, writer, append(trackertest.Nexts(2), "fire $O.main1 at HVY1 die 3")...)
	ch := events(t, srv.URL()+"events")
	e := waitEvent(t, ch, "HVY1 is disabled")
	for _, want := range []string{"Quick game", "Turn 1", "Roster", "MK3", "Treads", `id="u-` + ogre + `" open`, "disabled", "Log"} {
		if !strings.Contains(e, want) {
			t.Errorf("the page has no %q", want)
		}
	}
}

// TestTroubleShown: a database that cannot be read (damaged, locked) is
// said on the page, the server keeps serving, and once it reads again the
// page follows the game again (issue 33, 5).
func TestTroubleShown(t *testing.T) {
	srv, st, writer := serveQuick(t, web.Options{})
	ch := events(t, srv.URL()+"events")
	trouble := errors.New("tracker: the database is locked by another program")
	st.fail.Store(&trouble)
	e := waitEvent(t, ch, "trouble")
	if !strings.Contains(e, "database is locked by another program") {
		t.Errorf("the trouble is not said:\n%.600s", e)
	}
	if code, _, body := get(t, "GET", srv.URL()); code != http.StatusOK || !strings.Contains(body, `class="trouble"`) {
		t.Errorf("while the file cannot be read: %d, trouble shown: %v", code, strings.Contains(body, `class="trouble"`))
	}
	st.fail.Store(nil)
	if _, err := writer.Do("note back again"); err != nil {
		t.Fatal(err)
	}
	e = waitEvent(t, ch, "back again")
	if strings.Contains(e, `class="trouble"`) {
		t.Error("the trouble is still said once the file reads again")
	}
}

// TestVanishedFile: a database file deleted, or replaced, while the server
// runs is said on the page, and the server keeps serving the game as it
// was last read (issue 33, 5).
func TestVanishedFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	if err := os.WriteFile(path, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	srv, _, _ := serveQuick(t, web.Options{Path: path})
	ch := events(t, srv.URL()+"events")
	other := path + ".new"
	if err := os.WriteFile(other, []byte("y"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(other, path); err != nil {
		t.Fatal(err)
	}
	waitEvent(t, ch, "was replaced by another file")
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	waitEvent(t, ch, "is gone (deleted or moved away)")
	if code, _, body := get(t, "GET", srv.URL()); code != http.StatusOK || !strings.Contains(body, "MK3") {
		t.Errorf("with the file gone: %d", code)
	}
}

// TestStopTellsThePages: closing the server tells each open page that it
// stopped, and the address answers no more.
func TestStopTellsThePages(t *testing.T) {
	srv, _, _ := serveQuick(t, web.Options{})
	ch := events(t, srv.URL()+"events")
	<-ch // the game as it stands
	if err := srv.Close(); err != nil {
		t.Fatal(err)
	}
	waitEvent(t, ch, "stopped")
	if _, err := http.Get(srv.URL()); err == nil {
		t.Error("the address still answers after Close")
	}
}

// TestListenErrors: an address taken says so and what to give instead.
func TestListenErrors(t *testing.T) {
	srv, _, _ := serveQuick(t, web.Options{})
	st := trackertest.NewStore()
	s := trackertest.OpenQuick(t, st, engine.Hexes)
	_, err := web.Start(s, web.Options{Addr: srv.Addr().String()})
	if err == nil || !strings.Contains(err.Error(), "is taken by another program") || !strings.Contains(err.Error(), "--addr") {
		t.Errorf("a taken address: %v", err)
	}
	_, err = web.Start(s, web.Options{Addr: "nowhere.invalid:99999"})
	if err == nil || !strings.Contains(err.Error(), "0.0.0.0:8380") {
		t.Errorf("a wrong address: %v", err)
	}
}

// TestQR: the address's QR code is drawn in half blocks, square, with its
// quiet zone.
func TestQR(t *testing.T) {
	lines, err := web.QR("http://192.168.1.20:8380/abcdefghijklmnopqrstuvwxyz/")
	if err != nil {
		t.Fatal(err)
	}
	w := len([]rune(lines[0]))
	if w < 21+8 || len(lines) < (w-1)/2 {
		t.Fatalf("a QR code of %d×%d lines:\n%s", w, len(lines), strings.Join(lines, "\n"))
	}
	for i, l := range lines {
		if n := len([]rune(l)); n != w {
			t.Errorf("line %d is %d wide, want %d", i, n, w)
		}
		if strings.Trim(l, " █▀▄") != "" {
			t.Errorf("line %d is not half blocks: %q", i, l)
		}
	}
}
