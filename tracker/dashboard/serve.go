package dashboard

import (
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/tracker"
	"ogretable/tracker/present"
	"ogretable/tracker/web"
)

// toggleServe starts the players' view (Options.Serve) and shows its
// address and QR code, or, when it is serving, stops it.
func (d *Dashboard) toggleServe() {
	if d.served != nil {
		d.stopServing()
		d.SetStatus(present.ToneText, "The players' view is stopped: its pages say so. V starts it again, at a new address.")
		return
	}
	if d.opt.Serve == nil {
		d.SetStatus(present.ToneError, "The players' view is not available here: run \"ogretable serve\" beside the dashboard.")
		return
	}
	srv, err := d.opt.Serve()
	if err != nil {
		d.Refuse(err)
		return
	}
	d.served = srv
	d.showServed()
}

// showServed shows the players' view's address and QR code in a dialog.
func (d *Dashboard) showServed() {
	srv := d.served
	urls := srv.URLs()
	rows := []present.Row{{Cells: []present.Cell{{Text: "The players' view is open at:", Tone: present.ToneBold}}}}
	for _, u := range urls {
		rows = append(rows, present.Row{Cells: []present.Cell{{Text: "  " + u, Tone: present.ToneKey}}})
	}
	if qr, err := web.QR(urls[0]); err == nil {
		for _, l := range qr {
			rows = append(rows, present.Row{Cells: []present.Cell{{Text: l, Tone: present.ToneText}}})
		}
	}
	where := "Phones on this machine's network can open it: scan the code, or type the address."
	if srv.Local() {
		where = "Only this machine can open it: for the club's network, start the dashboard with --addr 0.0.0.0:8380."
	}
	rows = append(rows,
		present.Row{Cells: []present.Cell{{Text: where, Tone: present.ToneText}}},
		present.Row{Cells: []present.Cell{{Text: "It follows every command and changes nothing; V stops it, and so does quitting.", Tone: present.ToneDim}}})
	dl := NewDialog(d.th, "Players' view")
	dl.Rows = func(int) []present.Row { return rows }
	dl.Footer = []present.Cell{{Text: "Esc", Tone: present.ToneKey}, {Text: " or ", Tone: present.ToneDim}, {Text: "Enter", Tone: present.ToneKey}, {Text: " close (it keeps serving)   ", Tone: present.ToneDim},
		{Text: "V", Tone: present.ToneKey}, {Text: " stop it", Tone: present.ToneDim}}
	dl.Keys = func(ev *tcell.EventKey) bool {
		switch {
		case ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter:
			d.CloseDialog()
			d.SetStatus(present.ToneOK, "Players' view at "+strings.Join(urls, "  ")+"   (V stops it)")
		case IsRune(ev, 'V'):
			d.CloseDialog()
			d.toggleServe()
		}
		return true
	}
	d.ShowDialog(dl, FitDialog(dl, 90, 1))
}

// stopServing stops the players' view, when one is serving.
func (d *Dashboard) stopServing() {
	if d.served == nil {
		return
	}
	if err := d.served.Close(); err != nil {
		d.Refuse(tracker.Errorf("the players' view stopped with a fault: %w", err))
	}
	d.served = nil
}
