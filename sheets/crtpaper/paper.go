// Package crtpaper is the Ogre CRT's paper: its Ogre and walker record
// sheets, its roster's columns and conditions and its sections of the
// battle report, registered with package sheets from its init
// (sheets.RegisterPaper). The bundle systems/crt links it in.
package crtpaper

import (
	"fmt"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/sheets"
)

// The Ogre CRT's paper: its Ogre and walker record sheets (ogre.go,
// walker.go), its roster (roster.go) and its sections of the battle
// report (report.go).
func init() {
	sheets.RegisterPaper(crt.SystemName, sheets.SystemPaper{
		Sheets:    []*sheets.UnitSheet{OgreSheet, WalkerSheet},
		Roster:    crtRoster{},
		NewReport: newCRTReport,
		Sections:  []sheets.TimelineSection{{Title: "Overrun", Open: crt.EventOverrunStart, Close: crt.EventOverrunEnd}},
		Marked:    missileAttack,
	})
}

// OgreSheet is the Ogre CRT's Ogre record sheet (doc.OgreSheet).
var OgreSheet = &sheets.UnitSheet{
	Kind: "ogre", Key: 'o', Name: "Ogre", One: "an Ogre", Plural: "Ogres", By: "type",
	Marked:    "damage marked",
	Usage:     "ogre NAME | ogre --game ID --unit LABEL",
	Example:   `name an Ogre, e.g. "ogretable sheet ogre 'mark v'", or one in a game with --game ID --unit LABEL`,
	HasUnit:   crt.IsOgre,
	FirstUnit: crt.FirstOgre,
	FileName:  sheets.OgreFile,
	Draw: func(d *sheets.Doc, g *engine.Game, u *engine.Unit, from *sheets.GameRef) error {
		return doc{d}.OgreSheet(g, u, from)
	},
	BlankUnit: blankOgre,
}

// blankOgre returns the undamaged Ogre of the type ref names in cat, in a
// game of its own in scale s (FreshOgre), and its sheet's title.
func blankOgre(cat *engine.Catalog, ref string, s engine.Scale) (*engine.Game, *engine.Unit, string, error) {
	t, err := cat.Unit(ref)
	if err != nil {
		return nil, nil, "", err
	}
	if t.Kind != engine.KindOgre {
		return nil, nil, "", &sheets.RefError{Kind: "ogre", Ref: ref, Why: fmt.Sprintf("%s is not an Ogre; \"ogretable units --kind ogre\" lists them", t.Name)}
	}
	g, u, err := sheets.FreshOgre(cat, t, nil)
	if err != nil {
		return nil, nil, "", err
	}
	g.Scale = s
	return g, u, t.Name + " record sheet", nil
}

// WalkerSheet is the Ogre CRT's walker record sheet (doc.WalkerSheet).
var WalkerSheet = &sheets.UnitSheet{
	Kind: "walker", Key: 'w', Name: "walker", One: "a walker", Plural: "walkers", By: "design",
	Marked:  "its condition marked",
	Usage:   "walker NAME|ID | walker --game ID --unit LABEL",
	Example: `name a walker design, e.g. "ogretable sheet walker hoplite" ("ogretable walker list" lists them), or one in a game with --game ID --unit LABEL`,
	Designs: true,
	HasUnit: isWalker,
	FirstUnit: func(g *engine.Game) *engine.Unit {
		for _, u := range g.Units {
			if isWalker(u) {
				return u
			}
		}
		return nil
	},
	OfferUnit: firstWalkerInPlay,
	FileName:  func(_ *engine.Game, id int64, u *engine.Unit) string { return sheets.WalkerFile(id, u) },
	Draw: func(d *sheets.Doc, g *engine.Game, u *engine.Unit, from *sheets.GameRef) error {
		return doc{d}.WalkerSheet(g, u, from)
	},
	BlankUnit: blankWalker,
}

// isWalker reports whether u is a walker.
func isWalker(u *engine.Unit) bool { return u.Type.Kind == engine.KindWalker }

// firstWalkerInPlay returns the first walker of g not destroyed, nil when
// there is none: the one the print menu offers when none is selected.
func firstWalkerInPlay(g *engine.Game) *engine.Unit {
	for _, u := range g.Units {
		if isWalker(u) && u.Alive() {
			return u
		}
	}
	return nil
}

// blankWalker returns the walker that ref names in cat as a blank sheet
// shows it (BlankWalker, in the published rules and scale s), and its
// sheet's title. ref is found as "add" finds it: a design by its name, its
// id "walker:NAME" or its number, or a catalog walker by its name ("early
// walker"); anything else is a *RefError that lists the walkers there are.
func blankWalker(cat *engine.Catalog, ref string, s engine.Scale) (*engine.Game, *engine.Unit, string, error) {
	tries := []string{ref}
	if !strings.HasPrefix(strings.ToLower(ref), crt.WalkerIDPrefix) {
		tries = []string{crt.WalkerID(ref), crt.WalkerIDPrefix + strings.TrimSpace(ref), ref}
	}
	var t *engine.UnitType
	for _, r := range tries {
		if w, err := cat.Unit(r); err == nil && w.Kind == engine.KindWalker {
			t = w
			break
		}
	}
	if t == nil {
		var names []string
		for _, w := range cat.Units {
			if w.Kind == engine.KindWalker {
				names = append(names, w.ID)
			}
		}
		return nil, nil, "", &sheets.RefError{Kind: "walker", Ref: ref, Why: fmt.Sprintf("no walker %q; the walkers are %s (\"ogretable walker list\" lists the saved designs)", ref, strings.Join(names, ", "))}
	}
	g, u, err := BlankWalker(cat, t, crt.Published, s)
	if err != nil {
		return nil, nil, "", err
	}
	return g, u, t.Name + " walker record sheet", nil
}

// doc is a document the Ogre CRT's paper draws on, with its own pieces
// (the Ogre's and the walker's record sheets) beside the shared ones.
type doc struct{ *sheets.Doc }
