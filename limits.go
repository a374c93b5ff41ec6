package livingstones

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/jihuozi/livingstones/internal/sgf"
)

// The default bounds of SGFLimits. A record of a million moves is about
// 6 MB and a million and one nodes, so every real game fits with room to
// spare, while a hostile file ends with an error instead of exhausting
// memory.
const (
	DefaultSGFBytes      = 64 << 20  // 64 MiB of SGF text
	DefaultSGFNodes      = 2_000_000 // nodes in the collection
	DefaultSGFProperties = 2_000_000 // property values in the collection
)

// SGFLimits bound what the SGF readers accept (ReadRecord, ReadRecords,
// ParseRecord and the methods here), so that a file too big or too
// many-noded for a game of Go ends with a *LimitError naming the limit,
// instead of exhausting memory or time. A zero field takes its default
// (DefaultSGFBytes, DefaultSGFNodes, DefaultSGFProperties); a negative one
// means no limit.
//
// The nesting of game trees is bounded separately, by MaxSGFNesting.
type SGFLimits struct {
	// Bytes is the most bytes of SGF text read.
	Bytes int64
	// Nodes is the most nodes in the collection, every game and variation
	// included.
	Nodes int
	// Properties is the most property values in the collection: AB[aa][bb]
	// counts two.
	Properties int
}

// withDefaults fills zero fields with the defaults.
func (l SGFLimits) withDefaults() SGFLimits {
	if l.Bytes == 0 {
		l.Bytes = DefaultSGFBytes
	}
	if l.Nodes == 0 {
		l.Nodes = DefaultSGFNodes
	}
	if l.Properties == 0 {
		l.Properties = DefaultSGFProperties
	}
	return l
}

// read reads r within the byte limit and returns the limits with the
// defaults filled in, and the text.
func (l SGFLimits) read(r io.Reader) (SGFLimits, []byte, error) {
	if r == nil {
		return l, nil, errors.New("sgf: nil reader")
	}
	l = l.withDefaults()
	data, err := readAtMost(r, l.Bytes, "SGF bytes", "SGFLimits.Bytes")
	return l, data, err
}

// ReadRecord reads a game record as the function ReadRecord does, within
// the limits l.
func (l SGFLimits) ReadRecord(r io.Reader) (*Record, error) {
	rr, err := l.scanRecords(r)
	if err != nil {
		return nil, err
	}
	if n := len(rr.games); n > 1 {
		return nil, &RecordError{Node: -1, Err: ErrSGFCollection,
			Detail: fmt.Sprintf("the collection holds %d games, not one: read them with ReadRecords", n)}
	}
	recs, err := rr.records()
	if err != nil {
		return nil, err
	}
	return recs[0], nil
}

// ReadRecords reads every game of a collection as the function
// ReadRecords does, within the limits l.
func (l SGFLimits) ReadRecords(r io.Reader) ([]*Record, error) {
	rr, err := l.scanRecords(r)
	if err != nil {
		return nil, err
	}
	return rr.records()
}

// scanRecords reads the records of a collection without building its
// game trees: the main line of each game is read as it is scanned. A
// syntax error anywhere wins over an error in a record, as when the trees
// are parsed first.
func (l SGFLimits) scanRecords(r io.Reader) (*recordReader, error) {
	l, data, err := l.read(r)
	if err != nil {
		return nil, err
	}
	// The first game's moves get room for every node at once (at most
	// the node limit), rather than growing by copies.
	rr := &recordReader{moves: bytes.Count(data, []byte{';'})}
	if l.Nodes >= 0 {
		rr.moves = min(rr.moves, l.Nodes)
	}
	if err := sgf.Scan(data, sgf.Limits{Nodes: l.Nodes, Properties: l.Properties}, rr, true); err != nil {
		return nil, scanError(err)
	}
	return rr, nil
}

// readAtMost reads r to its end, or fails with a *LimitError once more
// than limit bytes came (limit < 0: no limit). It never holds more than
// limit+1 bytes of r.
func readAtMost(r io.Reader, limit int64, what, name string) ([]byte, error) {
	if limit < 0 {
		return io.ReadAll(r)
	}
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &LimitError{What: what, Limit: limit, Name: name}
	}
	return data, nil
}
