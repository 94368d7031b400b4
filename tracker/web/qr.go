package web

import (
	"strings"

	qrcode "github.com/skip2/go-qrcode"
)

// QR returns the QR code of text as lines of a terminal's half blocks, two
// rows of modules a line, with the code's quiet zone around it. It is drawn
// for a terminal of light text on a dark background, as most are: a light
// module is a block of the text's colour, a dark one the background. Most
// phones' cameras also read it the other way round.
func QR(text string) ([]string, error) {
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return nil, err
	}
	return strings.Split(strings.TrimRight(q.ToSmallString(false), "\n"), "\n"), nil
}
