// Package ffotcmd is FFOTigers' part of the command line: its calculators
// ("ogretable ffot") and its options of "ogretable new" (the accuracy
// roll's dice, and the readings of 004 a game is created with), registered
// with package cli from its init.
package ffotcmd

import (
	"encoding/json"

	"ogretable/cli"
	"ogretable/engine"
	"ogretable/engine/ffot"
)

func init() {
	cli.RegisterCommand(cli.Command{Name: "ffot", Args: ffotArgs, MakeHelp: ffotHelp, Forms: ffotForms(), Run: runFFOT})
	cli.RegisterNewOptions(cli.NewOptions{
		System: ffot.SystemName,
		Flags: []cli.NewFlag{{Name: "accuracy", Value: "1d6|2d6",
			Usage: "the accuracy roll's dice, 1d6 or 2d6 (default 1d6; 004 names none)"}},
		Help: func() string {
			return "A game of it plays each unit by the figures of an [[ffot-stand]] entry of your templates folder (--templates DIR): \"ogretable templates example ffot\" writes an example, \"ogretable help templates\" says every field."
		},
		Options: func(_ engine.Variant, values map[string]string) (json.RawMessage, error) {
			// An FFOTigers game records the readings of 004 it is created
			// with (ffot.ReadingsNow), and its accuracy dice when given.
			return ffotOptions(values["accuracy"])
		},
	})
}
