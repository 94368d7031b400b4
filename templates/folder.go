package templates

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// FolderFile is one file of a house-rules folder, as Load reads it:
// "ogretable templates" says, before the reference, which files of the
// folder it read and which it refused, and why.
type FolderFile struct {
	// Name is the file's name in the folder.
	Name string `json:"name"`
	// Entries are the entries it holds, by table, in the tables' order;
	// none for a file refused.
	Entries []TableCount `json:"entries,omitempty"`
	// Refused says why the file is not read ("" when it is): not a .toml
	// file, or its problems (Problems, the first of them here).
	Refused string `json:"refused,omitempty"`
	// Problems are its problems, each as Error.Sentence gives it without
	// the file: "line 4: unit \"x\": missing field \"name\"".
	Problems []string `json:"problems,omitempty"`
}

// TableCount is how many entries of one table a file holds.
type TableCount struct {
	Table string `json:"table"`
	Count int    `json:"count"`
}

// Folder returns the files of the house-rules folder userDir as Load(fsys,
// userDir) reads them, in name order: each *.toml file with its entries or
// its problems, and each other file, which Load does not read; a folder in
// it is left out (Load reads the files at its top). loaded reports whether
// the folder's house rules load: a problem in any file, or in the built-in
// files of fsys, stops them all. The error is a *FolderError when the
// folder cannot be read.
func Folder(fsys fs.FS, userDir string) (files []FolderFile, loaded bool, err error) {
	l, err := readFiles(fsys, userDir)
	if err != nil {
		return nil, false, err
	}
	des, err := os.ReadDir(userDir)
	if err != nil {
		return nil, false, &FolderError{Dir: userDir, Err: err}
	}
	for _, de := range des {
		if de.IsDir() {
			continue
		}
		f := FolderFile{Name: de.Name()}
		if !strings.HasSuffix(de.Name(), ".toml") {
			f.Refused = "not a .toml file: only the .toml files of the folder are read"
			files = append(files, f)
			continue
		}
		path := filepath.Join(userDir, de.Name())
		for _, e := range l.errs {
			if e.File == path {
				f.Problems = append(f.Problems, e.inFile())
			}
		}
		if len(f.Problems) > 0 {
			f.Refused = f.Problems[0]
		} else {
			for _, k := range kinds {
				if n := l.entries[path][k.name]; n > 0 {
					f.Entries = append(f.Entries, TableCount{Table: k.name, Count: n})
				}
			}
		}
		files = append(files, f)
	}
	slices.SortFunc(files, func(a, b FolderFile) int { return strings.Compare(a.Name, b.Name) })
	return files, len(l.errs) == 0, nil
}

// inFile returns the problem as Sentence does, without its file: "line 4:
// unit \"x\": missing field \"name\"".
func (e *Error) inFile() string {
	var parts []string
	if e.Line > 0 {
		parts = append(parts, "line "+strconv.Itoa(e.Line))
	}
	if e.Entry != "" {
		parts = append(parts, e.Entry)
	}
	return strings.Join(append(parts, e.Msg), ": ")
}
