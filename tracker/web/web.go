// Package web is the players' view: one game served read-only as a web page
// for the phones and tablets at the table ("ogretable serve", and the
// dashboard's key). The page is drawn from the presentation the dashboard
// draws from (the header, the roster, the panels of the game's view, the
// log) and follows every write to the game, whoever made it, through the
// session's catch-up with the log. It holds no rules and writes nothing:
// it answers GET and HEAD only, under a path that carries a token made when
// it starts, and everything it serves is in the binary.
package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base32"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"ogretable/tracker"
)

// Options are the server's settings.
type Options struct {
	// Addr is the address to listen on, HOST:PORT ("127.0.0.1:8080"; port
	// 0 picks a free one). Empty: DefaultAddr, this machine only.
	Addr string
	// Path, when set, is the game's database file: the page says so when it
	// is deleted or replaced while the server runs.
	Path string
	// Close, when set, is called once the server has stopped, to close what
	// the session reads from (the database the caller opened for it).
	Close func() error
}

// DefaultAddr is where the server listens when no address is given: this
// machine only, on a fixed port so that a page opened before a restart
// finds the server again.
const DefaultAddr = "127.0.0.1:8380"

// The server's limits: how long a client may take to send a request, how
// long an idle connection is kept, how many connections are served at once
// (each open page keeps one), how large a request's headers and path may
// be, and how often the game is looked at for another program's writes.
const (
	readTimeout  = 10 * time.Second
	writeTimeout = 10 * time.Second
	idleTimeout  = 60 * time.Second
	maxConns     = 256
	maxHeader    = 8 << 10
	maxPath      = 512
	pollEvery    = 200 * time.Millisecond
	// keepAlive is how often an open page is sent a comment when the game
	// does not change, so that it and the proxies between see it alive.
	keepAlive = 15 * time.Second
)

// Server serves one game's page until Close.
type Server struct {
	sess  *tracker.Session
	info  tracker.Info
	opt   Options
	token string
	ln    net.Listener
	http  *http.Server

	// view is the page's game part as last drawn; changed is closed, and
	// replaced, each time it is drawn anew.
	view    atomic.Pointer[drawn]
	mu      sync.Mutex
	changed chan struct{}

	// conns are the open connections and their states, so that Close can
	// end those on which no request came (a browser opens some ahead).
	connMu sync.Mutex
	conns  map[net.Conn]http.ConnState

	stop     chan struct{}
	polled   chan struct{} // closed when the poll loop has ended
	closeErr error
	once     sync.Once
	// file is the database file as it was found at the start, to tell when
	// it is deleted or replaced.
	file os.FileInfo
}

// drawn is one drawing of the game's part of the page, numbered, and the
// same as a server-sent event, made once for every open page.
type drawn struct {
	version int64
	html    string
	event   []byte
}

// Start listens on opt.Addr and serves the game of session s, which it owns
// from then on: no one else may use it until Close returns. The session is
// caught up with the log every pollEvery.
func Start(s *tracker.Session, opt Options) (*Server, error) {
	if opt.Addr == "" {
		opt.Addr = DefaultAddr
	}
	tok, err := newToken()
	if err != nil {
		return nil, tracker.Errorf("web: no random token for the address: %w", err)
	}
	ln, err := net.Listen("tcp", opt.Addr)
	if err != nil {
		return nil, listenError(opt.Addr, err)
	}
	srv := &Server{sess: s, info: s.Info(), opt: opt, token: tok, ln: &capListener{Listener: ln, slots: make(chan struct{}, maxConns)},
		changed: make(chan struct{}), stop: make(chan struct{}), polled: make(chan struct{}),
		conns: make(map[net.Conn]http.ConnState)}
	if opt.Path != "" {
		srv.file, _ = os.Stat(opt.Path)
	}
	srv.http = &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: readTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeader,
		ConnState:         srv.connState,
		// A client's fault is answered, never logged: the dashboard's
		// screen is the terminal.
		ErrorLog: log.New(io.Discard, "", 0),
	}
	srv.redraw(nil)
	go srv.poll()
	go func() { _ = srv.http.Serve(srv.ln) }()
	return srv, nil
}

// listenError says why the server could not listen on addr, and what to
// give instead.
func listenError(addr string, err error) error {
	if errors.Is(err, syscall.EADDRINUSE) {
		return tracker.Errorf("web: %s is taken by another program (another ogretable serve?); give another port with --addr, e.g. --addr %s", addr, otherPort(addr))
	}
	return tracker.Errorf("web: cannot listen on %s: %v; give an address of this machine with --addr HOST:PORT (0.0.0.0:8380 for the club's network)", addr, err)
}

// otherPort returns addr with the next port, as an example.
func otherPort(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "127.0.0.1:8381"
	}
	var n int
	fmt.Sscan(port, &n)
	return net.JoinHostPort(host, fmt.Sprint(n+1))
}

// newToken returns a random token of 128 bits, in lower-case base 32 (26
// letters and digits, easy in a QR code and read aloud).
func newToken() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b)), nil
}

// Addr returns the address the server listens on (with the port picked when
// the port given was 0).
func (srv *Server) Addr() net.Addr { return srv.ln.Addr() }

// URL returns the page's address to open: the host it listens on (this
// machine's first network address when it listens on all of them), its
// port and the token.
func (srv *Server) URL() string {
	return srv.URLs()[0]
}

// URLs returns every address the page can be opened at: one, or, when the
// server listens on every interface (0.0.0.0, ::), one for each of this
// machine's network addresses, those a phone on the club's network can
// reach first.
func (srv *Server) URLs() []string {
	tcp, _ := srv.ln.Addr().(*net.TCPAddr)
	if tcp == nil {
		return []string{"http://" + srv.ln.Addr().String() + "/" + srv.token + "/"}
	}
	port := fmt.Sprint(tcp.Port)
	page := func(ip string) string { return "http://" + net.JoinHostPort(ip, port) + "/" + srv.token + "/" }
	if !tcp.IP.IsUnspecified() {
		return []string{page(tcp.IP.String())}
	}
	var out, loop []string
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, a := range addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok || ipn.IP.IsLinkLocalUnicast() || (tcp.IP.To4() != nil && ipn.IP.To4() == nil) {
				continue
			}
			if ipn.IP.IsLoopback() {
				loop = append(loop, page(ipn.IP.String()))
			} else {
				out = append(out, page(ipn.IP.String()))
			}
		}
	}
	out = append(out, loop...)
	if len(out) == 0 {
		out = []string{page("127.0.0.1")}
	}
	return out
}

// Info returns the served game's details.
func (srv *Server) Info() tracker.Info { return srv.info }

// Local reports whether only this machine can open the page: the server
// listens on a loopback address.
func (srv *Server) Local() bool {
	tcp, ok := srv.ln.Addr().(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}

// Token returns the token of the page's path.
func (srv *Server) Token() string { return srv.token }

// Close stops the server: the open pages are told it stopped, the poll loop
// ends, and Options.Close is called. It may be called more than once.
//
// The pages are told at once (each stream's last event), and Close returns
// as soon as they were and the requests under way are answered: the
// connections a browser opened ahead and sent nothing on are closed then,
// where the http server's Shutdown would wait for them up to its deadline,
// long enough for a told page to try again in vain.
func (srv *Server) Close() error {
	srv.once.Do(func() {
		close(srv.stop)
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		done := make(chan error, 1)
		go func() { done <- srv.http.Shutdown(ctx) }()
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		var err error
	wait:
		for {
			select {
			case err = <-done:
				break wait
			case <-tick.C:
				srv.closeUnused()
			}
		}
		if err != nil {
			err = srv.http.Close()
		}
		<-srv.polled
		if srv.opt.Close != nil {
			err = errors.Join(err, srv.opt.Close())
		}
		srv.closeErr = err
	})
	return srv.closeErr
}

// connState follows the states of the server's connections.
func (srv *Server) connState(c net.Conn, st http.ConnState) {
	srv.connMu.Lock()
	defer srv.connMu.Unlock()
	if st == http.StateClosed || st == http.StateHijacked {
		delete(srv.conns, c)
		return
	}
	srv.conns[c] = st
}

// closeUnused closes, once no request is under way (every open page was
// told the server stopped), the connections on which no request came.
func (srv *Server) closeUnused() {
	srv.connMu.Lock()
	defer srv.connMu.Unlock()
	var unused []net.Conn
	for c, st := range srv.conns {
		switch st {
		case http.StateActive:
			return
		case http.StateNew:
			unused = append(unused, c)
		}
	}
	for _, c := range unused {
		_ = c.Close()
	}
}

// poll catches the session up with the log every pollEvery and draws the
// page's game part again when something came in or the file's trouble
// changed.
func (srv *Server) poll() {
	defer close(srv.polled)
	t := time.NewTicker(pollEvery)
	defer t.Stop()
	var said string
	for {
		select {
		case <-srv.stop:
			return
		case <-t.C:
		}
		err := srv.fileTrouble()
		var lines []tracker.LogLine
		if err == nil {
			lines, err = srv.sess.Refresh()
		}
		now := ""
		if err != nil {
			now = err.Error()
		}
		if len(lines) == 0 && now == said {
			continue
		}
		said = now
		srv.redraw(err)
	}
}

// fileTrouble returns why the database file is no longer the one the
// server opened (deleted, moved or replaced), nil while it is.
func (srv *Server) fileTrouble() error {
	if srv.opt.Path == "" || srv.file == nil {
		return nil
	}
	fi, err := os.Stat(srv.opt.Path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return tracker.Errorf("web: the database %s is gone (deleted or moved away); the page shows the game as it was last read. Put the file back, or start ogretable serve again on the game's file", srv.opt.Path)
	case err != nil:
		return tracker.Errorf("web: the database %s cannot be read: %v", srv.opt.Path, err)
	case !os.SameFile(fi, srv.file):
		return tracker.Errorf("web: the database %s was replaced by another file; the page shows the game as it was last read. Start ogretable serve again to show the new file", srv.opt.Path)
	}
	return nil
}

// redraw draws the page's game part, with trouble (nil: none) said above
// it, and wakes every open page.
func (srv *Server) redraw(trouble error) {
	old := srv.view.Load()
	v := int64(1)
	if old != nil {
		v = old.version + 1
	}
	d := &drawn{version: v, html: gameHTML(srv.sess, trouble)}
	d.event = eventText(d)
	srv.view.Store(d)
	srv.mu.Lock()
	close(srv.changed)
	srv.changed = make(chan struct{})
	srv.mu.Unlock()
}

// next returns the channel closed at the next drawing.
func (srv *Server) next() <-chan struct{} {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	return srv.changed
}

// ServeHTTP answers a request: the page (GET or HEAD of /TOKEN/) and its
// stream of drawings (/TOKEN/events); 404 for any other path, a wrong
// token or none; 405 for any other method.
func (srv *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Frame-Options", "DENY")
	path := r.URL.EscapedPath()
	if len(path) > maxPath {
		plain(w, http.StatusRequestURITooLong, "This address is too long: open the address the referee's screen shows.")
		return
	}
	rest, ok := srv.underToken(path)
	if !ok {
		plain(w, http.StatusNotFound, "Nothing here: open the address the referee's screen shows.")
		return
	}
	if rest != "" && rest != "events" {
		plain(w, http.StatusNotFound, "Nothing here: the game's page is the address the referee's screen shows.")
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		h.Set("Allow", "GET, HEAD")
		plain(w, http.StatusMethodNotAllowed, "This page only shows the game: it changes nothing, so it answers GET and HEAD only.")
		return
	}
	if rest == "events" {
		srv.events(w, r)
		return
	}
	srv.page(w, r)
}

// underToken returns what path names after "/TOKEN/", and whether it
// starts with the server's token.
func (srv *Server) underToken(path string) (string, bool) {
	p, ok := strings.CutPrefix(path, "/")
	if !ok {
		return "", false
	}
	tok, rest, found := strings.Cut(p, "/")
	if !found || subtle.ConstantTimeCompare([]byte(tok), []byte(srv.token)) != 1 {
		return "", false
	}
	return rest, true
}

// plain answers with a status and a sentence.
func plain(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(status)
	fmt.Fprintln(w, msg)
}

// page answers the page, with the game as last drawn.
func (srv *Server) page(w http.ResponseWriter, r *http.Request) {
	d := srv.view.Load()
	body := []byte(pageHTML(srv.info, d))
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", csp())
	w.Header().Set("Vary", "Accept-Encoding")
	if acceptsGzip(r) {
		// A game of hundreds of units is a page of a hundred KB and more,
		// a tenth of it compressed.
		var z bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&z, gzip.BestSpeed)
		zw.Write(body)
		if zw.Close() == nil {
			body = z.Bytes()
			w.Header().Set("Content-Encoding", "gzip")
		}
	}
	w.Header().Set("Content-Length", fmt.Sprint(len(body)))
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(body)
}

// acceptsGzip reports whether the request says it takes a gzip-compressed
// answer.
func acceptsGzip(r *http.Request) bool {
	for _, v := range r.Header.Values("Accept-Encoding") {
		for _, part := range strings.Split(v, ",") {
			name, q, _ := strings.Cut(strings.TrimSpace(part), ";")
			if strings.EqualFold(strings.TrimSpace(name), "gzip") && strings.ReplaceAll(q, " ", "") != "q=0" {
				return true
			}
		}
	}
	return false
}

// events streams the game's drawings to an open page as server-sent events:
// the drawing after the version the page has (its Last-Event-ID), then each
// new one, with a comment every keepAlive.
func (srv *Server) events(w http.ResponseWriter, r *http.Request) {
	rc := http.NewResponseController(w)
	// The stream stays open as long as the page: the request, which has no
	// body, was read whole, so its read deadline ends, and each write has
	// one of its own (write).
	_ = rc.SetReadDeadline(time.Time{})
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return
	}
	// The version the page has: the last event it was sent, or the one
	// its first load drew.
	var sent int64
	if id := r.Header.Get("Last-Event-ID"); id != "" {
		fmt.Sscan(id, &sent)
	} else {
		fmt.Sscan(r.URL.Query().Get("v"), &sent)
	}
	tick := time.NewTicker(keepAlive)
	defer tick.Stop()
	// The first write says how soon to come back after a lost connection.
	if !srv.write(w, rc, "retry: 1000\n\n") {
		return
	}
	for {
		wake := srv.next()
		if d := srv.view.Load(); d.version != sent {
			sent = d.version
			if !srv.writeBytes(w, rc, d.event) {
				return
			}
		}
		select {
		case <-wake:
		case <-tick.C:
			if !srv.write(w, rc, ": still here\n\n") {
				return
			}
		case <-r.Context().Done():
			return
		case <-srv.stop:
			srv.write(w, rc, "event: stopped\ndata: stopped\n\n")
			return
		}
	}
}

// write sends text to an open page within writeTimeout, and reports
// whether it went.
func (srv *Server) write(w http.ResponseWriter, rc *http.ResponseController, text string) bool {
	return srv.writeBytes(w, rc, []byte(text))
}

// writeBytes is write of bytes.
func (srv *Server) writeBytes(w http.ResponseWriter, rc *http.ResponseController, text []byte) bool {
	_ = rc.SetWriteDeadline(time.Now().Add(writeTimeout))
	if _, err := w.Write(text); err != nil {
		return false
	}
	return rc.Flush() == nil
}

// eventText returns a drawing as one server-sent event, its id the version.
func eventText(d *drawn) []byte {
	var b bytes.Buffer
	b.Grow(len(d.html) + len(d.html)/50 + 64)
	fmt.Fprintf(&b, "id: %d\n", d.version)
	for _, l := range strings.Split(d.html, "\n") {
		b.WriteString("data: ")
		b.WriteString(l)
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	return b.Bytes()
}

// capListener is a listener that serves at most cap(slots) connections at
// once: one more is told so (503) and closed, so that the pages already
// open keep theirs.
type capListener struct {
	net.Listener
	slots chan struct{}
}

// Accept returns the next connection within the cap.
func (l *capListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		select {
		case l.slots <- struct{}{}:
			return &slotConn{Conn: c, free: func() { <-l.slots }}, nil
		default:
			_ = c.SetWriteDeadline(time.Now().Add(time.Second))
			_, _ = c.Write([]byte(tooMany()))
			_ = c.Close()
		}
	}
}

// tooMany is the answer to a connection over the cap, made when first
// needed.
var tooMany = sync.OnceValue(func() string {
	msg := "Too many pages are open on this game: close one, then reload this page.\n"
	return fmt.Sprintf("HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nContent-Length: %d\r\n\r\n%s", len(msg), msg)
})

// slotConn is a connection that frees its slot once closed.
type slotConn struct {
	net.Conn
	once sync.Once
	free func()
}

// Close closes the connection and frees its slot.
func (c *slotConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.free)
	return err
}
