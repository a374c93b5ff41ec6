package livingstones

import (
	"fmt"
	"strings"
)

// Color is the content of a point, or the side that makes a move.
// The zero value is Empty.
type Color uint8

// The colors. White moves first under these rules (白先黑后).
const (
	Empty Color = iota
	Black
	White
)

// Opponent returns the other side: White for Black and Black for White.
// The opponent of Empty is Empty.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

// String returns "B", "W" or "." (the letters SGF and GTP use).
func (c Color) String() string {
	switch c {
	case Black:
		return "B"
	case White:
		return "W"
	case Empty:
		return "."
	}
	return fmt.Sprintf("Color(%d)", uint8(c))
}

// Name returns "black", "white" or "empty".
func (c Color) Name() string {
	switch c {
	case Black:
		return "black"
	case White:
		return "white"
	case Empty:
		return "empty"
	}
	return c.String()
}

// ParseColor reads a side as written in SGF, GTP and the CLI:
// "B", "b", "black", "W", "w" or "white" (any case).
func ParseColor(s string) (Color, error) {
	switch strings.ToLower(s) {
	case "b", "black":
		return Black, nil
	case "w", "white":
		return White, nil
	}
	return Empty, fmt.Errorf("livingstones: bad color %q (want B, W, black or white)", s)
}
