// Package sheetstest finds the programs that tests read PDFs back with:
// pdftotext, pdfinfo and pdftoppm (poppler-utils), and qpdf. A developer's
// machine without them skips the read-back, saying so; CI, which installs
// them (.ci/run), fails instead, so that a PDF test can never pass there
// without reading its PDF. It reads a PDF back for them too (pdf.go): its
// text, its fields, its structure checked, and the boxes it draws.
package sheetstest

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// Verdict is what a test does about a program it reads PDFs back with.
type Verdict int

// The verdicts of Decide.
const (
	Use  Verdict = iota // the program is there: read the PDF back
	Skip                // it is missing on a developer's machine: skip, saying so
	Fail                // it is missing in CI: fail, saying so
)

// InCI reports whether the value of the environment variable CI says the
// tests run in CI: set to anything but "", "0" or "false" (CI services set
// it to "true"; .ci/run sets it too).
func InCI(ci string) bool {
	switch strings.ToLower(strings.TrimSpace(ci)) {
	case "", "0", "false":
		return false
	}
	return true
}

// Decide says what a test does about program name, given lookErr, the
// error of looking it up (nil: found), and ci, the value of the
// environment variable CI: use it when found; when it is missing, skip
// outside CI and fail in CI (InCI), with the sentence that says why and
// what to install.
func Decide(name string, lookErr error, ci string) (Verdict, string) {
	if lookErr == nil {
		return Use, ""
	}
	why := name + " is not installed (apt-get install poppler-utils qpdf; .ci/run does)"
	if InCI(ci) {
		return Fail, why + ", and CI is set: the PDF must be read back"
	}
	return Skip, why + ": the PDF is not read back"
}

// Tool returns the path of program name (pdftotext, pdfinfo, pdftoppm,
// qpdf); when it is missing, it skips the test, or fails it when the
// environment variable CI is set (Decide).
func Tool(t testing.TB, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	switch v, why := Decide(name, err, os.Getenv("CI")); v {
	case Fail:
		t.Fatal(why)
	case Skip:
		t.Skip(why)
	}
	return p
}
