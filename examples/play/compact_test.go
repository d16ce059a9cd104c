package main

import (
	"slices"
	"strings"
	"testing"
)

// pictures are the tables drawn in out before each list of moves.
func pictures(out string) []string {
	segs := strings.Split(out, "\nyour moves:\n")
	var pics []string
	for _, s := range segs[:len(segs)-1] {
		pics = append(pics, s[strings.LastIndex(s, "\n\n")+2:])
	}
	return pics
}

const restAsBefore = "(the rest as before: table draws it all)\n"

func TestCompactDrawsWhatChanged(t *testing.T) {
	args := []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}
	full := script(t, args, ones(60)...)
	compact := script(t, append(args, "-compact"), ones(60)...)
	fp, cp := pictures(full), pictures(compact)
	if len(fp) != len(cp) || len(fp) < 40 {
		t.Fatalf("%d pictures drawn in full, %d compact", len(fp), len(cp))
	}
	if cp[0] != fp[0] {
		t.Errorf("the first table is not drawn in full:\n%s", cp[0])
	}
	for i := 1; i < len(fp); i++ {
		var want []string
		for j, p := range parts(fp[i]) {
			if j == 0 || !slices.Contains(parts(fp[i-1]), p) {
				want = append(want, p)
			}
		}
		got := strings.TrimSuffix(cp[i], restAsBefore)
		if got != strings.Join(want, "") || got == cp[i] && got != fp[i] {
			t.Fatalf("table %d drawn compact:\n%s\nin full:\n%s\nbefore:\n%s", i+1, cp[i], fp[i], fp[i-1])
		}
	}
	if !strings.Contains(cp[1], restAsBefore) || strings.Contains(cp[1], "\nFauna 1: ") || strings.Contains(cp[1], "\nGlobal Ability (") {
		t.Errorf("the second table is drawn with what did not change:\n%s", cp[1])
	}
	if n, m := strings.Count(strings.Join(cp, ""), "\n"), strings.Count(strings.Join(fp, ""), "\n"); 2*n > m {
		t.Errorf("the tables drawn compact have %d lines; in full, %d", n, m)
	}
	// table draws it all; after an undo the table is drawn in full.
	out := script(t, append(args, "-compact"), "1", "1", "table", "undo", "quit")
	before := strings.TrimSuffix(out[:strings.Index(out, "undone: back")], "> ")
	if drawn := before[strings.LastIndex(before, "> ")+2:]; drawn != fp[2] {
		t.Errorf("table does not draw the table in full:\n%s", drawn)
	}
	if cp := pictures(out); cp[len(cp)-1] != fp[1] {
		t.Errorf("after undo, the table drawn:\n%s\nwant:\n%s", cp[len(cp)-1], fp[1])
	}
}
