// Copyright ©2026 The ogretable authors. Use of this source code is
// governed by the MIT-style licence in the LICENSE file.

package fpdf

import "sync"

// utf8FontIDs remembers the IDs generateFontID gives the UTF-8 fonts that
// addFontFromBytes adds (ogretable): the ID is the SHA-1 of the JSON of the
// font's definition, 65,536 character widths and all, which took a third of
// the time of a one-page document, and that definition is a function of the
// font key and the font's bytes alone. The inner map is keyed by the font's
// bytes themselves, so a lookup compares them all and a changed font is a new
// entry; the cache keeps a copy of each font it has seen.
var utf8FontIDs struct {
	sync.Mutex
	m map[string]map[string]string // font key, then the font's bytes: its ID
}

// utf8FontID returns generateFontID(def), where def is the definition
// addFontFromBytes made of the UTF-8 font ttf under fontkey: computed the
// first time a process asks for that key and font, then remembered.
func utf8FontID(fontkey string, ttf []byte, def fontDefType) string {
	utf8FontIDs.Lock()
	id, ok := utf8FontIDs.m[fontkey][string(ttf)]
	utf8FontIDs.Unlock()
	if ok {
		return id
	}
	id, err := generateFontID(def)
	if err != nil {
		return id
	}
	utf8FontIDs.Lock()
	defer utf8FontIDs.Unlock()
	if utf8FontIDs.m == nil {
		utf8FontIDs.m = make(map[string]map[string]string)
	}
	if utf8FontIDs.m[fontkey] == nil {
		utf8FontIDs.m[fontkey] = make(map[string]string)
	}
	utf8FontIDs.m[fontkey][string(ttf)] = id
	return id
}
