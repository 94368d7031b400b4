package cli

import (
	"fmt"

	"ogretable/db/record"
	"ogretable/engine"
)

// The walker designs a game file keeps, as the sessions and the
// dashboard's designer read and save them.

// SavedDesign returns the design stored in d that saving a design named
// name would replace (the same unit type id, however it is capitalised),
// and whether there is one.
func SavedDesign(d File, name string) (record.WalkerDesign, bool, error) {
	all, err := d.Walkers()
	if err != nil {
		return record.WalkerDesign{}, false, err
	}
	for _, w := range all {
		if w.TypeID() == engine.DesignID(name) {
			return w, true, nil
		}
	}
	return record.WalkerDesign{}, false, nil
}

// withDesigns returns cat with the designs stored in d as unit types
// (File.WalkerTypes); a stored design replaces a templates-folder design of the
// same id. cat is not changed.
func withDesigns(cat *engine.Catalog, d File) (*engine.Catalog, error) {
	types, err := d.WalkerTypes()
	if err != nil || len(types) == 0 {
		return cat, err
	}
	return cat.WithUnits(types...), nil
}

// saveWalkerTo returns the dashboard designer's save: into d, saying what
// was saved (the designer says how to add it).
func saveWalkerTo(d File) func(engine.Design) (string, error) {
	return func(w engine.Design) (string, error) {
		s, err := d.SaveWalker(w)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("Saved %s as design %d (%s).", w.DesignName(), s.ID, s.TypeID()), nil
	}
}

// savedWalkerIn returns the dashboard designer's look-up of the design a
// save would replace: the one stored in d (savedDesign).
func savedWalkerIn(d File) func(string) (engine.Design, bool, error) {
	return func(name string) (engine.Design, bool, error) {
		w, found, err := SavedDesign(d, name)
		return w.Design, found, err
	}
}
