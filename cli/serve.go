package cli

import (
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"ogretable/tracker/web"
)

// serveArgs and serveHelp are serve's arguments and sentence in the help.
const (
	serveArgs = "[--game ID] [--db PATH] [--addr HOST:PORT]"
	serveHelp = "the players' view: serve the game (the latest when --game is left out) read-only as a web page for the phones at the table, live as it is played, and print its address and a QR code of it; " +
		"--addr is where it listens, this machine only by default (" + web.DefaultAddr + "); for the club's network give 0.0.0.0:8380 (every network of this machine) or this machine's address on it, e.g. 192.168.1.20:8380. " +
		"The address carries a random token made at each start. Ctrl-C stops it"
)

// runServe serves the players' view of a game until the program is
// interrupted (Ctrl-C) or terminated.
func runServe(e *env, args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", web.DefaultAddr, "where to listen: HOST:PORT (0.0.0.0:8380 for the club's network)")
	f := addDBFlags(fs, true)
	if pos, err := parseFlags(fs, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usagef("serve takes no arguments; choose the game with --game ID")
	}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(stop)
	srv, err := startServer(e, f, *addr)
	if err != nil {
		return err
	}
	info := srv.Info()
	fmt.Fprintf(e.stdout, "The players' view of game %d (%s) is open at:\n", info.ID, info.Name)
	urls := srv.URLs()
	for _, u := range urls {
		fmt.Fprintf(e.stdout, "  %s\n", u)
	}
	if qr, err := web.QR(urls[0]); err == nil {
		fmt.Fprintf(e.stdout, "\n%s\n\n", strings.Join(qr, "\n"))
	}
	fmt.Fprintln(e.stdout, servedWhere(srv))
	fmt.Fprintln(e.stdout, "It follows every command, from the dashboard or any other program, and changes nothing. Ctrl-C stops it.")
	<-stop
	fmt.Fprintln(e.stdout, "The players' view is stopped.")
	return srv.Close()
}

// startServer opens the game the flags name read-only, on a database
// handle of its own, and serves its players' view on addr; closing the
// server closes the handle.
func startServer(e *env, f dbFlags, addr string) (*web.Server, error) {
	d, err := f.open(e, false, true)
	if err != nil {
		return nil, err
	}
	sess, err := f.session(e, d)
	if err != nil {
		d.Close()
		return nil, err
	}
	srv, err := web.Start(sess, web.Options{Addr: addr, Path: d.Path(), Close: d.Close})
	if err != nil {
		d.Close()
		return nil, err
	}
	return srv, nil
}

// serveFor returns what starts the dashboard's players' view (its key):
// the game the flags name, read-only on a handle of its own, on addr.
func serveFor(e *env, f dbFlags, addr string) func() (*web.Server, error) {
	return func() (*web.Server, error) { return startServer(e, f, addr) }
}

// servedWhere says who can open the page: this machine only, or the
// phones of its networks.
func servedWhere(srv *web.Server) string {
	if srv.Local() {
		return "Only this machine can open it: to serve the phones on the club's network, start it with --addr 0.0.0.0:8380."
	}
	return "Phones on the same network as this machine can open it (scan the code, or type the address)."
}
