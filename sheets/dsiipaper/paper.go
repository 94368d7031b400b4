package dsiipaper

import (
	"errors"
	"fmt"
	"strings"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/sheets"
	"ogretable/tracker/present"
)

// OGRE for DSII's paper: its Ogre record sheet (dsiiogre.go) and its
// section of the battle report (dsiireport.go). Its roster is the generic
// one, whose columns are its view's (the EM's die and the BMF). 002 OGRE for
// DSII names no victory points (its one word on a game's result is The
// Final Option's: "the best that it can achieve is a draw"), so its paper
// shows none (dsiiNoVP).
func init() {
	sheets.RegisterPaper(dsii.SystemName, sheets.SystemPaper{
		Sheets:     []*sheets.UnitSheet{OgreSheet},
		NewReport:  newDSIIReport,
		Roster:     dsiiRoster{sheets.ViewRoster{NoVP: dsiiNoVP}},
		NoVP:       dsiiNoVP,
		NoDisabled: true,
	})
}

// dsiiRoster is OGRE for DSII's roster: its view's columns (EM die, BMF)
// as any system's without a roster of its own, and as its condition the
// notes its view gives a unit on the dashboard's roster (an Ogre's modules
// destroyed or marked, its activations this turn), so that the paper says
// what the screen says; a playtest found the condition blank beside an
// Ogre carrying markers.
type dsiiRoster struct{ sheets.ViewRoster }

// Condition writes the dashboard's roster notes of u.
func (dsiiRoster) Condition(d *sheets.Doc, g *engine.Game, u *engine.Unit, c sheets.RosterCell, _ int) {
	if _, notes := present.ViewOf(g).UnitCells(g, u); len(notes) > 0 {
		d.FitText(c.X, c.Top, c.H, c.W, c.Base, strings.Join(notes, "; "), false, 8)
	}
}

// dsiiNoVP says why the paper of a game of OGRE for DSII shows no VP.
const dsiiNoVP = "002 OGRE for DSII scores no victory points; DSII's scenario decides the game"

// OgreSheet is OGRE for DSII's Ogre record sheet (doc.DSIIOgreSheet).
var OgreSheet = &sheets.UnitSheet{
	Kind: "ogre", Key: 'o', Name: "Ogre", One: "an Ogre", Plural: "Ogres", By: "design",
	Marked:  "damage marked",
	Usage:   "ogre DESIGN | ogre --game ID --unit LABEL",
	Example: `name an Ogre design, e.g. "ogretable sheet ogre dsii-mark-v", or one in a game with --game ID --unit LABEL`,
	HasUnit: dsii.IsOgre,
	FirstUnit: func(g *engine.Game) *engine.Unit {
		for _, u := range g.Units {
			if dsii.IsOgre(u) {
				return u
			}
		}
		return nil
	},
	FileName: sheets.OgreFile,
	Draw: func(d *sheets.Doc, g *engine.Game, u *engine.Unit, from *sheets.GameRef) error {
		return doc{d}.DSIIOgreSheet(g, u, from)
	},
	BlankUnit: blankDSIIOgre,
}

// blankDSIIOgre returns a new Ogre of the [[dsii-ogre]] design ref names in
// cat, in a DSII game of its own, and its sheet's title. DSII is played in
// inches (002 OGRE for DSII), so s is not used. A ref that names no design
// is a *RefError listing the designs.
func blankDSIIOgre(cat *engine.Catalog, ref string, _ engine.Scale) (*engine.Game, *engine.Unit, string, error) {
	e, err := cat.FindEntry(dsii.TableOgre, ref)
	if err != nil {
		var keys []string
		for _, x := range cat.Entries(dsii.TableOgre) {
			keys = append(keys, x.EntryKey())
		}
		list := "none is loaded: give one as [[dsii-ogre]] in the house rules"
		if len(keys) > 0 {
			list = strings.Join(keys, ", ")
		}
		return nil, nil, "", &sheets.RefError{Kind: "ogre", Ref: ref, Unknown: true, Why: fmt.Sprintf("no design %q; the designs are %s", ref, list)}
	}
	d, ok := e.(*dsii.Design)
	if !ok {
		return nil, nil, "", errors.New("sheets: the catalog's dsii-ogre table holds no design")
	}
	g, err := engine.NewGame(cat, dsii.Variant, engine.Inches, nil)
	if err != nil {
		return nil, nil, "", err
	}
	const label = "SHEET"
	if err := sheets.Play(g, []string{"add " + d.ID + " as " + label + " side " + g.Sides[0]}); err != nil {
		return nil, nil, "", err
	}
	return g, g.Unit(label), d.Name + " record sheet", nil
}

// doc is a document OGRE for DSII's paper draws on, with its own pieces
// (the Ogre's record sheet) beside the shared ones.
type doc struct{ *sheets.Doc }
