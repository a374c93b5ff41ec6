package livingstones

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const gobanDir = "/usr/share/goban" // Debian's goban-original-games

// TestProfessionalRecords replays about 600 professional 19×19 records.
// Each either replays to the end or fails with a *MoveError naming the
// move (a few records are corrupt: a stone on an occupied point). The
// final positions of the good ones must equal GNU Go's after loadsgf.
func TestProfessionalRecords(t *testing.T) {
	if testing.Short() {
		t.Skip("replays 596 records; skipped in -short mode")
	}
	files, _ := filepath.Glob(filepath.Join(gobanDir, "*"))
	sort.Strings(files)
	if len(files) == 0 {
		t.Skipf("no records in %s (apt-get install goban-original-games; .ci/run installs it)", gobanDir)
	}
	e := startGNUGo(t)
	good, bad, compared := 0, 0, 0
	var failures []string
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		r, err := ParseRecord(data)
		if err != nil {
			t.Errorf("%s: %v", filepath.Base(name), err)
			continue
		}
		p, err := r.Replay()
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) || me.Turn < 1 || !strings.Contains(err.Error(), fmt.Sprintf("move %d ", me.Turn)) {
				t.Errorf("%s: the error does not name the move: %v", filepath.Base(name), err)
			}
			bad++
			failures = append(failures, fmt.Sprintf("%s: %v", filepath.Base(name), err))
			continue
		}
		good++
		if testing.Short() && good > 50 {
			continue
		}
		a := e.send(t, "loadsgf "+name, "list_stones black", "list_stones white")
		if got, want := sortedFields(a[1]), gtpStones(p, Black); got != want {
			t.Errorf("%s: Black's stones differ from GNU Go's\n gnugo: %s\n  here: %s", filepath.Base(name), got, want)
		}
		if got, want := sortedFields(a[2]), gtpStones(p, White); got != want {
			t.Errorf("%s: White's stones differ from GNU Go's\n gnugo: %s\n  here: %s", filepath.Base(name), got, want)
		}
		compared++
	}
	t.Logf("%d records: %d replay to the end (%d compared with GNU Go), %d refused with a named move", len(files), good, compared, bad)
	for _, f := range failures {
		t.Log(f)
	}
}
