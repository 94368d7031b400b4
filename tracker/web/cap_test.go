package web

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestConnectionCap: past the cap of connections served at once, one more
// is answered 503 with a sentence and closed, and the pages already open
// keep theirs; once one closes, a new one is served (issue 33, 5).
func TestConnectionCap(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln := &capListener{Listener: inner, slots: make(chan struct{}, 2)}
	hs := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "served") }),
		ReadHeaderTimeout: 5 * time.Second}
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close() })
	answer := func(c net.Conn) string {
		t.Helper()
		c.SetDeadline(time.Now().Add(5 * time.Second))
		if _, err := io.WriteString(c, "GET / HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
			return err.Error()
		}
		line, err := bufio.NewReader(c).ReadString('\n')
		if err != nil {
			return err.Error()
		}
		return line
	}
	dial := func() net.Conn {
		t.Helper()
		c, err := net.Dial("tcp", inner.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	a, b := dial(), dial()
	for _, c := range []net.Conn{a, b} {
		if got := answer(c); !strings.Contains(got, "200") {
			t.Fatalf("within the cap: %q", got)
		}
	}
	if got := answer(dial()); !strings.Contains(got, "503") {
		t.Errorf("past the cap: %q, want 503", got)
	}
	a.Close()
	// Once the server sees it closed, its slot is free.
	for start := time.Now(); ; {
		got := answer(dial())
		if strings.Contains(got, "200") {
			break
		}
		if time.Since(start) > 5*time.Second {
			t.Fatalf("once one closed: %q, want 200", got)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
