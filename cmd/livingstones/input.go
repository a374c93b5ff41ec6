package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"

	ls "github.com/jihuozi/livingstones"
)

// Reading records: every command that reads one (replay, score, diagram,
// and the engine's loadsgf) reads a regular file or standard input, never
// more than a bound the user can see and change, and names the bound it
// hits (README, "Limits").

// The flags of the record limits, registered by addRecordFlags.
const (
	flagMaxBytes = "max-bytes"
	flagMaxNodes = "max-nodes"
	flagMaxProps = "max-properties"
	flagGame     = "game"
)

// recordInput is how a command reads records: the limits and, for a
// collection, the game to take (from 1; 0 takes the only game).
type recordInput struct {
	lim  ls.SGFLimits
	game int
}

// defaultRecordInput is what a command without the flags reads with.
func defaultRecordInput() *recordInput {
	return &recordInput{lim: ls.SGFLimits{Bytes: ls.DefaultSGFBytes, Nodes: ls.DefaultSGFNodes, Properties: ls.DefaultSGFProperties}}
}

// addRecordFlags registers --max-bytes, --max-nodes, --max-properties and
// --game on fs; parsing fs sets the recordInput returned (check it then).
func addRecordFlags(fs *flag.FlagSet) *recordInput {
	in := defaultRecordInput()
	fs.Int64Var(&in.lim.Bytes, flagMaxBytes, in.lim.Bytes, "the largest record read, in bytes")
	fs.IntVar(&in.lim.Nodes, flagMaxNodes, in.lim.Nodes, "the most SGF nodes in a record (a move is a node)")
	fs.IntVar(&in.lim.Properties, flagMaxProps, in.lim.Properties, "the most SGF property values in a record")
	fs.IntVar(&in.game, flagGame, 0, "the game to read from a collection of several, from 1")
	return in
}

// check refuses flags out of range.
func (in *recordInput) check() error {
	switch {
	case in.lim.Bytes < 1:
		return fmt.Errorf("%w: --%s %d: want at least 1", errUsage, flagMaxBytes, in.lim.Bytes)
	case in.lim.Nodes < 1:
		return fmt.Errorf("%w: --%s %d: want at least 1", errUsage, flagMaxNodes, in.lim.Nodes)
	case in.lim.Properties < 1:
		return fmt.Errorf("%w: --%s %d: want at least 1", errUsage, flagMaxProps, in.lim.Properties)
	case in.game < 0:
		return fmt.Errorf("%w: --%s %d: want a game number from 1", errUsage, flagGame, in.game)
	}
	return nil
}

// replay reads a record and replays it up to move upTo (all of it when
// upTo is negative or beyond the last move).
func (in *recordInput) replay(name string, stdin io.Reader, upTo int) (*ls.Record, ls.Position, error) {
	rec, err := in.read(name, stdin)
	if err != nil {
		return nil, ls.Position{}, err
	}
	if upTo >= 0 && upTo < len(rec.Moves) {
		rec.Moves = rec.Moves[:upTo]
	}
	p, err := rec.Replay()
	if err != nil {
		return nil, ls.Position{}, fmt.Errorf("%s: %w", name, err)
	}
	return rec, p, nil
}

// errNotRegular reports a file that is not a regular file: a FIFO, a
// device or a directory could block forever or never end.
var errNotRegular = errors.New("not a regular file (a record is read from a regular file or standard input)")

// openRegular opens name for reading only if it is a regular file. It
// opens without blocking, so a FIFO with no writer is refused at once
// rather than waited on.
func openRegular(name string) (*os.File, error) {
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%s: %w", name, errNotRegular)
	}
	return f, nil
}

// read reads the record of a regular file, or of stdin for "-", within
// the limits; from a collection it takes game in.game, and refuses to
// choose one itself.
func (in *recordInput) read(name string, stdin io.Reader) (*ls.Record, error) {
	var r io.Reader = stdin
	if name != "-" {
		f, err := openRegular(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	recs, err := in.lim.ReadRecords(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, flagNamed(err))
	}
	switch {
	case in.game > len(recs):
		return nil, fmt.Errorf("%w: %s: --%s %d: the file holds %d game(s)", errUsage, name, flagGame, in.game, len(recs))
	case in.game > 0:
		return recs[in.game-1], nil
	case len(recs) > 1:
		return nil, fmt.Errorf("%s: the file is a collection of %d games: choose one with --%s N", name, len(recs), flagGame)
	}
	return recs[0], nil
}

// flagNamed rewrites the name of a library limit in err's message as the
// flag that sets it: "(the limit --max-nodes)". err stays in the chain.
func flagNamed(err error) error {
	var le *ls.LimitError
	if !errors.As(err, &le) {
		return err
	}
	flags := map[string]string{"SGFLimits.Bytes": flagMaxBytes, "SGFLimits.Nodes": flagMaxNodes, "SGFLimits.Properties": flagMaxProps}
	f, ok := flags[le.Name]
	if !ok {
		return err
	}
	return &renamedError{msg: strings.Replace(err.Error(), "(the limit "+le.Name+")", "(the limit --"+f+")", 1), err: err}
}

// renamedError is err with another message.
type renamedError struct {
	msg string
	err error
}

func (e *renamedError) Error() string { return e.msg }
func (e *renamedError) Unwrap() error { return e.err }
