package main

import (
	"context"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"ogretable/engine/dsii/dsiitest"
)

// TestDSIIPanelFitsAPhone: the players' view of an OGRE for DSII game at a
// phone's 390 px shows every line of an Ogre's panel whole: a line of the
// panel's fixed-width type wraps, and its tables scroll sideways within
// themselves; nothing is cut at the page's edge (issue 31, at the table:
// the DSII unit panel's long lines were cut).
func TestDSIIPanelFitsAPhone(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test is not run with -short")
	}
	browser := chromium(t)
	dir := t.TempDir()
	prog := filepath.Join(dir, "ogretable")
	build(t, "", prog, ".")
	out := shots(t)
	db := filepath.Join(dir, "dsii.db")
	// The house Mark I gives its armour, so that chits damage its modules.
	house := dsiitest.TemplatesDir(t, dsiitest.HouseMarkI)
	for _, args := range [][]string{
		{"new", "--rules", "dsii", "--seed", "7"},
		{"do", "add dsii-mark-v as MK5 side ogre"},
		{"do", "add house-mark-i as MK1 side ogre"},
		{"do", "add heavy-tank as HT side defence"},
		{"do", "activate MK5.main1"},
		{"do", "hit MK1.main1 red3,red3,boom"},
		{"do", "hit MK1.em red3,red1,m"},
		{"do", "hit MK1.tread1 red3,red3"},
	} {
		args = append(args, "--db", db, "--templates", house)
		if outp, err := exec.Command(prog, args...).CombinedOutput(); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, outp)
		}
	}
	alloc, cancel := chromedp.NewExecAllocator(context.Background(), append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.WindowSize(390, 844))...)
	defer cancel()
	ctx, cancelCtx := chromedp.NewContext(alloc)
	defer cancelCtx()
	p := &phone{name: "phone (390×844)", ctx: ctx, width: 360, height: 740}
	srv := serve(t, prog, "--db", db, "--templates", house)
	defer srv.stop(t)
	p.open(t, srv.url)
	p.shows(t, "MK5")
	eval[bool](t, p, `(function(){document.querySelectorAll("#panels details").forEach(function(d){d.open=true});return true})()`)
	// Each line of a panel (not the tables, which scroll within their
	// box) ends within the panel, and the panel within the phone.
	cut := eval[[]string](t, p, `(function(){
		var out=[], w=window.innerWidth;
		document.querySelectorAll("#panels .panel").forEach(function(panel){
			var box=panel.getBoundingClientRect();
			if (box.right > w+0.5) out.push("a panel ends at "+box.right+" px");
			panel.querySelectorAll("p, p span").forEach(function(el){
				if (el.closest(".scroll")) return;
				var r=el.getBoundingClientRect();
				if (r.right > box.right+0.5 || el.scrollWidth > el.clientWidth+1 && el.tagName=="P") out.push(el.textContent.slice(0,80)+" ends at "+r.right+" px");
			});
			panel.querySelectorAll(".scroll").forEach(function(s){
				var r=s.getBoundingClientRect();
				if (r.right > box.right+0.5) out.push("a table's box ends at "+r.right+" px");
				if (getComputedStyle(s).overflowX != "auto") out.push("a table does not scroll");
			});
		});
		if (document.documentElement.scrollWidth > w) out.push("the page is "+document.documentElement.scrollWidth+" px wide");
		return out})()`)
	for _, c := range cut {
		t.Errorf("at 360 px: %s", c)
	}
	eval[bool](t, p, `(function(){document.getElementById("panels").scrollIntoView();return true})()`)
	p.screenshot(t, out, "players-view-dsii-panel.png")
}
