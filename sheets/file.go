package sheets

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrExists says that the file to write is already there and overwriting
// was not asked for.
var ErrExists = errors.New("the file exists")

// existsError is the error of a file already there.
type existsError struct{ path string }

// Error says the file is there and how to write over it.
func (e *existsError) Error() string {
	return e.path + " is already there; add --force to write over it"
}

// Is makes the error match ErrExists.
func (e *existsError) Is(target error) bool { return target == ErrExists }

// WriteFile writes what write produces to path all at once: into a
// temporary file in the same folder, renamed onto path only when complete,
// so a failure never leaves a partial file. An existing path is an error
// matching ErrExists unless force is set; a folder that does not exist or
// cannot be written is an error that says so.
func WriteFile(path string, force bool, write func(io.Writer) error) error {
	dir := filepath.Dir(path)
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("the folder %s does not exist; create it first or choose another with -o", dir)
	case err != nil:
		return fmt.Errorf("the folder %s cannot be read: %w", dir, err)
	case !info.IsDir():
		return fmt.Errorf("%s is not a folder", dir)
	}
	if st, err := os.Stat(path); err == nil {
		if st.IsDir() {
			return fmt.Errorf("%s is a folder; name a file to write", path)
		}
		if !force {
			return &existsError{path}
		}
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("the folder %s cannot be written: %w", dir, err)
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := write(tmp); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	done = true
	return nil
}
