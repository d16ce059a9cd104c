package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// moveLists are the lists of moves numbered in out, each a list of the
// moves' words after the seat ("plant", "stop").
func moveLists(out string) [][]string {
	var lists [][]string
	item := regexp.MustCompile(`^ +\d+  P\d (\S+)`)
	for _, block := range strings.Split(out, "\nyour moves:\n")[1:] {
		var words []string
		for _, l := range strings.Split(block, "\n") {
			m := item.FindStringSubmatch(l)
			if m == nil {
				break
			}
			words = append(words, m[1])
		}
		lists = append(lists, words)
	}
	return lists
}

func TestMovesThatLetTheDecisionGoByComeLast(t *testing.T) {
	for _, g := range []struct {
		args  []string
		lines int
		pass  []string
	}{
		{[]string{"-game", "earth", "-players", "2", "-seed", "3"}, 3000, []string{"stop", "skip", "done"}},
		{[]string{"-game", "earth", "-animals=false", "-players", "2", "-seed", "3"}, 3000, []string{"stop", "skip", "done"}},
		{[]string{"-game", "earthexpress", "-players", "2", "-seed", "3"}, 3000, []string{"skip", "done", "end"}},
		{[]string{"-game", "beforeearth", "-seed", "5"}, 400, []string{"done"}},
		{[]string{"-game", "cosmicrun", "-seed", "5"}, 400, []string{"keep"}},
	} {
		out := script(t, append(g.args, "-bots", "random"), ones(g.lines)...)
		behind := 0 // lists where a pass follows another move
		for _, words := range moveLists(out) {
			i := slices.IndexFunc(words, func(w string) bool { return slices.Contains(g.pass, w) })
			if i < 0 {
				continue
			}
			if i > 0 {
				behind++
			}
			for _, w := range words[i:] {
				if !slices.Contains(g.pass, w) {
					t.Errorf("%v: %q is listed after %q: %v", g.args, w, words[i], words)
					break
				}
			}
		}
		if behind == 0 {
			t.Errorf("%v: no list with a move to let the decision go by after another", g.args)
		}
	}
	// Typing 1 at every decision plants while planting.
	out := script(t, []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}, ones(40)...)
	if !regexp.MustCompile(`your moves:\n   1  P1 plant .+\n(?:.*\n)*?   \d+  P1 stop\n> you: P1 plant `).MatchString(out) {
		t.Errorf("1 does not plant, or stop is not the last move while planting:\n%s", out)
	}
}

// leafScript plays seed 3's Earth with the Animal Kingdom expansion to
// the choice of P1's first action, when P1's South African Oryx, with no
// card planted, has nowhere to go, and discards a Leaf there.
func leafScript(t *testing.T) (before, after string) {
	t.Helper()
	out := script(t, []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}, append(ones(8), "leaf", "quit")...)
	i := strings.Index(out, "> you: P1 leaf")
	if i < 0 {
		t.Fatalf("no Leaf discarded:\n%s", out)
	}
	return out[:i], out[i:]
}

func TestLeafThatActivatesNothingSaysSo(t *testing.T) {
	before, after := leafScript(t)
	nothing := "P1 leaf — discards a Leaf for good: no Animal of yours can be activated now, so it activates nothing\n"
	if !strings.Contains(before, "  Animals: [1] South African Oryx: Animeeples 0 of 1 placed\n") || !strings.HasSuffix(before, "   5  "+nothing) {
		t.Errorf("the Leaf offered does not say it activates nothing:\n%s", before[max(0, len(before)-1500):])
	}
	if !strings.HasPrefix(after, "> you: "+nothing) || strings.Contains(after, "activate South African Oryx") {
		t.Errorf("the Leaf discarded does not say it activated nothing:\n%s", after)
	}
	// Later, with a card planted, the Oryx can be placed on it.
	out := script(t, []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}, ones(300)...)
	told := "> you: P1 leaf — discards a Leaf for good, to activate your Animals\n"
	i := strings.Index(out, told)
	if i < 0 {
		t.Fatalf("no Leaf told as activating the Animals:\n%s", out)
	}
	next := out[i+len(told):]
	next = next[:strings.Index(next, "\n> ")]
	if !strings.Contains(next, "\nactivating: P1's Animals, choosing which Animal\n") || !strings.Contains(next, "your moves:\n   1  P1 activate South African Oryx\n") {
		t.Errorf("the Leaf told as activating the Animals did not:\n%s", next)
	}
}

func TestLeavesUsedCountsADiscardOnce(t *testing.T) {
	_, after := leafScript(t)
	if !strings.Contains(after, "\nP1  soil") || !strings.Contains(after, "Leaves: 1 used (1 discarded), 4 left\n") {
		t.Errorf("one Leaf discarded is not 1 used, 1 of them discarded, 4 left:\n%s", after)
	}
}

func TestGlobalAbilityStepIsLabelled(t *testing.T) {
	out := script(t, []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}, ones(300)...)
	m := regexp.MustCompile(`\nround 1 ends: the Global Ability \(Eurasian Hoopoe\), each player in turn from P1 \(you are P1\)\n(?:.*\n)*?your moves:\n   1  P1 global 1\n`).FindString(out)
	if m == "" || strings.Contains(m, "\nround 1, turn") {
		t.Errorf("the Global Ability's step has no header of its own:\n%s", out)
	}
	out = script(t, []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}, ones(3000)...)
	if !regexp.MustCompile(`\nthe last window, after the last round \(you are P1\)\n(?:.*\n)*?your moves:\n(?:   \d+  .*\n)*?   \d+  P1 done\n> `).MatchString(out) {
		t.Error("the last window has no header of its own")
	}
}
