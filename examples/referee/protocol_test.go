package referee_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// protocolDoc is PROTOCOL.md as the test reads it: the keys each section's
// tables list, and its example lines. Section "" is the messages' own
// keys; a game's section ("### cosmicrun: ...") lists its view's keys.
type protocolDoc struct {
	rows     map[string]map[string]string // section, key: the row's text
	examples map[string][]string          // section: the example lines
}

// readProtocol reads PROTOCOL.md.
func readProtocol(t *testing.T) protocolDoc {
	t.Helper()
	b, err := os.ReadFile("PROTOCOL.md")
	if err != nil {
		t.Fatal(err)
	}
	d := protocolDoc{rows: map[string]map[string]string{"": {}}, examples: map[string][]string{}}
	section, inJSON := "", false
	for line := range strings.Lines(string(b)) {
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "```"):
			inJSON = line == "```json"
		case inJSON:
			d.examples[section] = append(d.examples[section], line)
		case strings.HasPrefix(line, "## "):
			section = ""
		case strings.HasPrefix(line, "### "):
			name, _, _ := strings.Cut(strings.TrimPrefix(line, "### "), ":")
			section = name
			d.rows[section] = map[string]string{}
		case strings.HasPrefix(line, "| `"):
			key, _, _ := strings.Cut(strings.TrimPrefix(line, "| `"), "`")
			d.rows[section][key] = line
		}
	}
	return d
}

// keysOf adds the key paths of v to keys ("view.board[][][].card"), to
// full the paths of the arrays that have elements, and to kinds (if not
// nil) the JSON kind of each key's value.
func keysOf(v any, path string, keys, full map[string]bool, kinds map[string]map[string]bool) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			p := k
			if path != "" {
				p = path + "." + k
			}
			keys[p] = true
			if kinds != nil {
				if kinds[p] == nil {
					kinds[p] = map[string]bool{}
				}
				kinds[p][kindOf(e)] = true
			}
			keysOf(e, p, keys, full, kinds)
		}
	case []any:
		if len(x) > 0 {
			full[path+"[]"] = true
		}
		for _, e := range x {
			keysOf(e, path+"[]", keys, full, kinds)
		}
	}
}

// kindOf is the JSON kind of v, as the type column of PROTOCOL.md's tables
// begins: "string", "number", "bool", "object", "array" or "null".
func kindOf(v any) string {
	switch v.(type) {
	case string:
		return "string"
	case float64:
		return "number"
	case bool:
		return "bool"
	case map[string]any:
		return "object"
	case []any:
		return "array"
	}
	return "null"
}

// documentedKinds reads the kinds a row's type column allows: "array of
// number, or null" allows an array and null.
func documentedKinds(row string) map[string]bool {
	cells := strings.Split(row, "|")
	kinds := map[string]bool{}
	if len(cells) < 3 {
		return kinds
	}
	for _, alt := range strings.Split(strings.ReplaceAll(cells[2], ", or ", " or "), " or ") {
		if f := strings.Fields(alt); len(f) > 0 {
			kinds[f[0]] = true
		}
	}
	return kinds
}

// seen is what real messages of one game showed.
type seen struct {
	keys   map[string]bool              // every key path of every message
	full   map[string]bool              // the arrays seen with elements
	kinds  map[string]map[string]bool   // the JSON kinds of each key's values
	byType map[string][]map[string]bool // each message's key paths, by its type
	msgs   map[string][]sent            // each message, by its type
}

// playForProtocol plays matches of r's game, with an external bot in one seat
// writing every message it gets, and returns what they showed: two
// matches of 2 players, a solo one if solo, and one in which the other
// seat forfeits at its first move (with an illegal answer), for the end
// message's fault.
func playForProtocol(t *testing.T, r matches, solo bool) seen {
	t.Helper()
	path := buildBot(t)
	s := seen{keys: map[string]bool{}, full: map[string]bool{}, kinds: map[string]map[string]bool{}, byType: map[string][]map[string]bool{}, msgs: map[string][]sent{}}
	cfgs := []referee.Config{}
	for seed := range uint64(2) {
		log := filepath.Join(t.TempDir(), "messages")
		cfgs = append(cfgs, referee.Config{Players: 2, Seed: seed + 1, Bots: []string{"random", "exec:" + path + " log " + log}})
	}
	if solo {
		log := filepath.Join(t.TempDir(), "messages")
		cfgs = append(cfgs, referee.Config{Players: 1, Seed: 1, Bots: []string{"exec:" + path + " log " + log}})
	}
	log := filepath.Join(t.TempDir(), "messages")
	cfgs = append(cfgs, referee.Config{Players: 2, Seed: 1, Bots: []string{"exec:" + path + " illegal", "exec:" + path + " log " + log}})
	for _, cfg := range cfgs {
		cfg.MoveTime = 10 * time.Second
		rec, err := r.PlayMatch(cfg)
		if err != nil || (rec.Result.Fault != nil) != strings.Contains(cfg.Bots[0], "illegal") {
			t.Fatalf("%T %+v: %v %v", r, cfg, err, rec.Result.Fault)
		}
		log := strings.Fields(cfg.Bots[len(cfg.Bots)-1])[2]
		f, err := os.Open(log)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			var msg map[string]any
			if err := json.Unmarshal(sc.Bytes(), &msg); err != nil {
				t.Fatalf("%s: a message that is not JSON: %v", rec.Config.Game, err)
			}
			keys := map[string]bool{}
			keysOf(msg, "", keys, s.full, s.kinds)
			maps.Copy(s.keys, keys)
			typ, _ := msg["type"].(string)
			s.byType[typ] = append(s.byType[typ], keys)
			s.msgs[typ] = append(s.msgs[typ], sent{sc.Text(), msg})
		}
		f.Close()
	}
	return s
}

func TestProtocolDocument(t *testing.T) {
	doc := readProtocol(t)
	games := map[string]seen{
		game.CosmicRun.Name:     playForProtocol(t, referee.New(game.CosmicRun), true),
		game.BeforeEarth.Name:   playForProtocol(t, referee.New(game.BeforeEarth), false),
		game.EarthExpress.Name:  playForProtocol(t, referee.New(game.EarthExpress), true),
		game.AnimalKingdom.Name: playForProtocol(t, referee.New(game.AnimalKingdom), false),
	}
	if len(games) != len(game.Names()) {
		t.Errorf("the test plays %d games, game.Names() lists %d", len(games), len(game.Names()))
	}
	general := map[string]bool{}
	for _, name := range slices.Sorted(maps.Keys(games)) {
		s := games[name]
		rows, ok := doc.rows[name]
		if !ok {
			t.Errorf("PROTOCOL.md has no section \"### %s: ...\" for the game's view", name)
		}
		for _, key := range slices.Sorted(maps.Keys(s.keys)) {
			where, row := name, rows[key]
			if !ofTheGame(key) {
				where, row = "Messages", doc.rows[""][key]
				general[key] = true
			}
			if row == "" {
				t.Errorf("PROTOCOL.md, section %s: no row for `%s`, which a real %s message has: add one", where, key, name)
				continue
			}
			allowed := documentedKinds(row)
			for _, kind := range slices.Sorted(maps.Keys(s.kinds[key])) {
				if !allowed[kind] {
					t.Errorf("PROTOCOL.md, section %s: the type of `%s` does not allow the JSON %s that a real %s message has there: change its type and meaning", where, key, kind, name)
				}
			}
		}
		for _, key := range slices.Sorted(maps.Keys(rows)) {
			if !s.keys[key] && !strings.Contains(rows[key], "omitted") && !underEmptyArray(key, s.full) {
				t.Errorf("PROTOCOL.md, section %s: a row for `%s`, which no real message of the game has: remove it, or say when it is omitted", name, key)
			}
		}
		for _, line := range doc.examples[name] {
			checkExample(t, name, line, map[string]seen{name: s})
		}
	}
	for key := range doc.rows[""] {
		if !general[key] && key != "ready" && key != "move" {
			t.Errorf("PROTOCOL.md, section Messages: a row for `%s`, which no real message has: remove it", key)
		}
	}
	for _, line := range doc.examples[""] {
		checkExample(t, "Messages", line, games)
	}
}

// ofTheGame reports whether key is one of a game's own, listed in the
// game's section: in its view (move), its card facts (start) or its result
// (end).
func ofTheGame(key string) bool {
	for _, prefix := range []string{"view.", "cards.", "result."} {
		if strings.HasPrefix(key, prefix) {
			return true
		}
	}
	return false
}

// underEmptyArray reports whether key is in the elements of an array that
// no message had any element in, so that its absence shows nothing.
func underEmptyArray(key string, full map[string]bool) bool {
	for i := 0; ; {
		j := strings.Index(key[i:], "[]")
		if j < 0 {
			return false
		}
		i += j + 2
		if !full[key[:i]] {
			return true
		}
	}
}

// checkExample checks one example line of section: a bot's line is the
// Ready or an answer line, with a move a real message offered; a message
// has no key that real messages of its type lack, and every key that all
// of them have, and is a real message (checkReal).
func checkExample(t *testing.T, section, line string, games map[string]seen) {
	t.Helper()
	var msg map[string]any
	if err := json.Unmarshal([]byte(line), &msg); err != nil {
		t.Errorf("PROTOCOL.md, section %s: an example line that is not JSON (%v): %s", section, err, line)
		return
	}
	typ, ok := msg["type"].(string)
	if !ok {
		move, isMove := msg["move"].(string)
		if !(len(msg) == 1 && (msg["ready"] == true || isMove)) {
			t.Errorf(`PROTOCOL.md, section %s: a bot's example line is neither {"ready":true} nor {"move":"..."}: %s`, section, line)
		} else if isMove && !offered(games, move) {
			t.Errorf("PROTOCOL.md, section %s: the example answer %q is a move no real message offered", section, move)
		}
		return
	}
	if name, ok := msg["game"].(string); ok && games[name].keys != nil {
		games = map[string]seen{name: games[name]}
	}
	keys := map[string]bool{}
	keysOf(msg, "", keys, map[string]bool{}, nil)
	if len(games) > 1 { // a message of no one game: its game's own keys are checkReal's
		maps.DeleteFunc(keys, func(key string, _ bool) bool { return ofTheGame(key) })
	}
	for name, s := range games {
		if len(s.byType[typ]) == 0 {
			t.Errorf("PROTOCOL.md, section %s: an example %q message, of which %s sent none: %s", section, typ, name, line)
			continue
		}
		some, all := map[string]bool{}, map[string]bool(nil)
		for i, k := range s.byType[typ] {
			maps.Copy(some, k)
			shown := cutKeys(s.msgs[typ][i].line) // as an example shows it
			if all == nil {
				all = shown
			}
			maps.DeleteFunc(all, func(key string, _ bool) bool { return !shown[key] || len(games) > 1 && ofTheGame(key) })
		}
		for key := range keys {
			if !some[key] {
				t.Errorf("PROTOCOL.md, section %s: the example %q message has `%s`, which no real %s one has: %s", section, typ, key, name, short(line))
			}
		}
		for key := range all {
			if !keys[key] {
				t.Errorf("PROTOCOL.md, section %s: the example %q message lacks `%s`, which every real %s one has: %s", section, typ, key, name, short(line))
			}
		}
	}
	checkReal(t, section, msg, games)
}

// cutKeys is the key paths of a message's line as an example shows it,
// its arrays of more than five elements cut to their first three.
func cutKeys(line string) map[string]bool {
	var msg map[string]any
	_ = json.Unmarshal(cut([]byte(line)), &msg)
	keys := map[string]bool{}
	keysOf(msg, "", keys, map[string]bool{}, nil)
	return keys
}

// short is the start of a long line, for a message.
func short(line string) string {
	if len(line) > 120 {
		return fmt.Sprintf("%s... (%d bytes)", line[:120], len(line))
	}
	return line
}
