package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	ls "github.com/jihuozi/livingstones"
)

// scoreJSON is score's JSON for one record: where the settlement came
// from and its points, then the report (ls.Report's JSON: version, komi,
// margin, winner, each side's figures, each method's margin).
type scoreJSON struct {
	File      string   `json:"file"`
	Notation  string   `json:"notation"`
	SettledBy string   `json:"settled_by"`
	Dead      []string `json:"dead"`
	Ko        []koJSON `json:"ko"`
	Result    string   `json:"result"`

	report *ls.Report
	nt     ls.Notation
}

type koJSON struct {
	Point  string `json:"point"`
	Holder string `json:"holder"`
}

// newScoreJSON describes a counted record; dead are every dead stone the
// analysis took off (whole chains), in board order.
func newScoreJSON(file string, st *settled, rep *ls.Report, nt ls.Notation) *scoreJSON {
	n := st.p.Size()
	s := &scoreJSON{File: file, Notation: notationName(nt), SettledBy: st.by, Dead: []string{}, Ko: []koJSON{},
		Result: resultString(rep), report: rep, nt: nt}
	for _, q := range rep.Analysis.Dead() {
		s.Dead = append(s.Dead, nt.Encode(q, n))
	}
	for _, k := range st.set.Ko {
		s.Ko = append(s.Ko, koJSON{nt.Encode(k.Point, n), k.Holder.String()})
	}
	return s
}

// MarshalJSON writes the header fields, then the report's.
func (s *scoreJSON) MarshalJSON() ([]byte, error) {
	type header scoreJSON
	h, err := json.Marshal((*header)(s))
	if err != nil {
		return nil, err
	}
	r, err := json.Marshal(s.report)
	if err != nil {
		return nil, err
	}
	if len(r) < 2 || r[0] != '{' {
		return nil, fmt.Errorf("report JSON is not an object: %.20s", r)
	}
	if len(r) == 2 {
		return h, nil
	}
	return append(append(h[:len(h)-1:len(h)-1], ','), r[1:]...), nil
}

// errorJSON is score's JSON line for a record that could not be counted.
type errorJSON struct {
	File  string `json:"file"`
	Error string `json:"error"`
}

// batch counts every record of inputs (files, directories searched
// recursively for *.sgf, - for standard input) with jobs workers, and
// writes one JSON line per record in the order of inputs, a directory's
// records in lexical order. It keeps going past bad records and returns
// errSomeFailed when any failed.
func (o *scoreOptions) batch(inputs []string, jobs int, stdin io.Reader, stdout, stderr io.Writer) error {
	files, err := expandInputs(inputs)
	if err != nil {
		return err
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	prog := newProgress(stderr, len(files))
	lines := make([]chan batchLine, len(files))
	for i := range lines {
		lines[i] = make(chan batchLine, 1)
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(jobs, max(len(files), 1)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				lines[i] <- o.countLine(files[i], stdin)
			}
		}()
	}
	go func() {
		for i := range files {
			next <- i
		}
		close(next)
	}()
	failed := 0
	for i := range files {
		line := <-lines[i]
		if line.failed {
			failed++
		}
		if _, err := out.Write(line.json); err != nil {
			return err
		}
		prog.done(failed)
	}
	wg.Wait()
	prog.finish(failed)
	if err := out.Flush(); err != nil {
		return err
	}
	if failed > 0 {
		return errSomeFailed
	}
	return nil
}

// batchLine is one record's JSON line, and whether it is an error.
type batchLine struct {
	json   []byte
	failed bool
}

// countLine counts one record and returns its JSON line.
func (o *scoreOptions) countLine(file string, stdin io.Reader) batchLine {
	var v any
	res, err := o.scoreRecord(file, stdin)
	if err != nil {
		msg := strings.ReplaceAll(err.Error(), "livingstones: ", "")
		msg = strings.TrimPrefix(msg, errUsage.Error()+": ")
		msg = strings.TrimPrefix(msg, file+": ")
		v = errorJSON{File: file, Error: msg}
	} else {
		v = res
	}
	b, merr := json.Marshal(v)
	if merr != nil {
		b, _ = json.Marshal(errorJSON{File: file, Error: merr.Error()})
		err = merr
	}
	return batchLine{append(b, '\n'), err != nil}
}

// expandInputs replaces each directory by the SGF records under it:
// *.sgf, and *.mgt (SGF under the name Many Faces of Go gave it, as in
// Debian's goban-original-games), recursively, in lexical order, any case
// of the extension. Files and - stay as given.
func expandInputs(inputs []string) ([]string, error) {
	var files []string
	for _, in := range inputs {
		fi, err := os.Stat(in)
		if in == "-" || err != nil || !fi.IsDir() {
			files = append(files, in) // a missing file is that record's error
			continue
		}
		var found []string
		err = filepath.WalkDir(in, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if ext := filepath.Ext(path); !d.IsDir() && (strings.EqualFold(ext, ".sgf") || strings.EqualFold(ext, ".mgt")) {
				found = append(found, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("%s: the directory holds no SGF record (*.sgf, *.mgt)", in)
		}
		sort.Strings(found)
		files = append(files, found...)
	}
	return files, nil
}

// progress shows "score: N/M records, F failed" on standard error when it
// is a terminal, at most ten times a second; otherwise it prints nothing.
type progress struct {
	w          io.Writer
	total, n   int
	last       time.Time
	isTerminal bool
}

func newProgress(stderr io.Writer, total int) *progress {
	p := &progress{w: stderr, total: total}
	if f, ok := stderr.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			p.isTerminal = true
		}
	}
	return p
}

func (p *progress) done(failed int) {
	p.n++
	if !p.isTerminal || time.Since(p.last) < 100*time.Millisecond {
		return
	}
	p.last = time.Now()
	fmt.Fprintf(p.w, "\rscore: %d/%d records, %d failed", p.n, p.total, failed)
}

func (p *progress) finish(failed int) {
	if p.isTerminal {
		fmt.Fprintf(p.w, "\rscore: %d/%d records, %d failed\n", p.n, p.total, failed)
	}
}
