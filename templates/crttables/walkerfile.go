package crttables

import (
	"bytes"
	"fmt"

	"github.com/BurntSushi/toml"

	"ogretable/engine/crt"
	"ogretable/templates"
)

// walkerFile is a file of walker designs: [[walker]] tables, as the
// templates folder reads them too.
type walkerFile struct {
	Walker []crt.WalkerDesign `toml:"walker"`
}

// WriteWalkers returns designs as a walker file ("ogretable walker export"
// writes it): [[walker]] tables after a header that says what the file is,
// each design with its leg assembly written out. ReadWalkers reads it back,
// and so does Load from the templates folder.
func WriteWalkers(designs ...crt.WalkerDesign) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("# Walker designs for ogretable (000 FAQ, Walkers, 4.0 Buying Walkers).\n")
	b.WriteString("# Read by \"ogretable walker import FILE\", or from the templates folder (--templates DIR).\n\n")
	f := walkerFile{}
	for _, d := range designs {
		d.Legs = d.LegsOrBiped()
		f.Walker = append(f.Walker, d)
	}
	if err := toml.NewEncoder(&b).Encode(f); err != nil {
		return nil, fmt.Errorf("crttables: the walker designs cannot be written as TOML: %w", err)
	}
	return b.Bytes(), nil
}

// ReadWalkers reads a walker file named name ("ogretable walker import"
// reads one): every design of its [[walker]] tables, in order. It checks
// the file as Load checks a file of the templates folder: every problem
// (TOML that does not parse, a field it does not know, a design the rules
// refuse, a table of another kind, no [[walker]] table at all) is an *Error
// naming the file, the line, the design and the field, all of them joined.
func ReadWalkers(name string, body []byte) ([]crt.WalkerDesign, error) {
	return templates.ReadUnitTable[crt.WalkerDesign](crt.WalkerKey, name, body)
}
