package sheets_test

import (
	"strings"
	"testing"

	"ogretable/sheets"
	"ogretable/sheets/papertest"
	"ogretable/sheets/sheetstest"
)

// TestDSIIReportCredit: the battle report of a DSII game credits each
// module destroyed, BMF lost and unit destroyed to the attacker its
// command named (hit and destroy ... by UNIT, the rammer), and lists the
// losses entered without one (issue 22, kill credit).
func TestDSIIReportCredit(t *testing.T) {
	info, cat, recs := dsiiRecords(t, []string{
		"add dsii-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence",
		"add heavy-tank as HT side defence", "add infantry-squad as INF side defence",
		// 002 OGRE for DSII, Knocked Out: "Weapons Module - The weapons module is destroyed".
		"hit MK5.secondary2 ko by HT", "hit MK5.secondary3 ko",
		// Ramming resolution: infantry "eliminated by suffering ... 3 for militia".
		"activate MK5.tread1", "ram MK5.tread1 INF infantry militia red3,green0,green0,green0,green0",
		"destroy HT by MK5.main1",
		// Damaged: "Tread Module - The BMF provided by the Tread Module is reduced by one".
		"hit MK1.tread1 dmg by MK5.main2",
	})
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) }))
	sheetstest.QPDFCheck(t, path)
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
	for _, w := range []string{
		"KILL CREDIT",
		"HT (defence): MK5.secondary2",
		"MK5 (ogre): INF destroyed",
		"MK5.main1 (ogre): HT destroyed",
		"MK5.main2 (ogre): 1 BMF of MK1.tread1",
		"Losses entered without their attacker (by UNIT on hit, smak or destroy), which the kill credit gives no one: MK5.secondary3.",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("the report has no %q:\n%s", w, text)
		}
	}
	if strings.Contains(text, "credits no one with its losses") {
		t.Errorf("the report says a DSII game credits no one:\n%s", text)
	}
}

// TestDSIIReportFinalOption: a self-destruct is credited to the Ogre's
// Final Option, not listed among the losses without their attacker, and
// the Result line says its side draws at best (002 OGRE for DSII, The
// Final Option: "the best that it can achieve is a draw").
func TestDSIIReportFinalOption(t *testing.T) {
	info, cat, recs := dsiiRecords(t, []string{
		"add dsii-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence",
		"destruct MK1", "next", "destruct MK1 die 5",
	})
	path := sheetstest.Saved(t, papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error { return d.Report(info, cat, sheets.RecordsSource(recs)) }))
	text := strings.Join(strings.Fields(sheetstest.PDFText(t, path)), " ")
	for _, w := range []string{
		`MK1 took the Final Option: the defence draws at best (002 OGRE for DSII, The Final Option: "the best that it can achieve is a draw").`,
		"MK1's Final Option (defence): MK1 destroyed",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("the report has no %q:\n%s", w, text)
		}
	}
	if strings.Contains(text, "which the kill credit gives no one") {
		t.Errorf("the report lists the Final Option as a loss without its attacker:\n%s", text)
	}
}
