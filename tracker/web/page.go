package web

import (
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
	"strings"
	"sync"

	"ogretable/tracker"
)

// The page's style and script, embedded: the page loads nothing from
// anywhere else (a club hall has no internet).
var (
	//go:embed page.css
	pageCSS string
	//go:embed page.js
	pageJS string
)

// csp is the page's Content-Security-Policy: nothing but its own inline
// style and script (by their hashes) and its own stream of events. It is
// made when first served, not by every run of the program.
var csp = sync.OnceValue(func() string {
	return "default-src 'none'; style-src '" + hash(pageCSS) + "'; script-src '" + hash(pageJS) +
		"'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
})

// hash returns the CSP source of an inline text: its SHA-256.
func hash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
}

// pageHTML returns the whole page: the game as last drawn (d), its style,
// its script, and the line that says whether it is live.
func pageHTML(info tracker.Info, d *drawn) string {
	name := info.Name
	if name == "" {
		name = "Game"
	}
	var b strings.Builder
	b.Grow(len(d.html) + len(pageCSS) + len(pageJS) + 1024)
	b.WriteString(`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>`)
	b.WriteString(esc(name) + " · players' view</title>\n<style>")
	b.WriteString(pageCSS)
	b.WriteString("</style></head><body>\n")
	b.WriteString(`<p id="live" class="ok" role="status">` + "\u25d0 Connecting\u2026</p>\n")
	b.WriteString(`<main id="game" data-v="`)
	b.WriteString(esc(itoa(d.version)))
	b.WriteString(`">` + "\n")
	b.WriteString(d.html)
	b.WriteString("</main>\n<script>")
	b.WriteString(pageJS)
	b.WriteString("</script></body></html>\n")
	return b.String()
}
