package earthexpress

import "fmt"

// pieces is what one player holds that rules create and destroy.
type pieces struct {
	seeds           int
	sprouts, growth [Spaces]int
	tokens          [2]int
}

func piecesOf(s State, i int) pieces {
	p := s.d.seat(i)
	out := pieces{seeds: int(p.seeds), tokens: [2]int{int(p.tokens[0]), int(p.tokens[1])}}
	for k := range Spaces {
		out.sprouts[k], out.growth[k] = int(p.sprouts[k]), int(p.growth[k])
	}
	return out
}

// ledger follows the conversions under way across moves: the pieces each
// player has paid since their Convert move.
type ledger struct {
	converting [MaxPlayers]bool
	paid       [MaxPlayers]int
}

// check says how the Seeds, Sprouts and Growth of s and next differ from
// what move m and its events allow, or "". Pieces are added only by the
// mover's Place move, one piece on the space named (an "on all" gain: the
// card's share); they are removed only by the mover's Activate, Pay or
// Convert move (paying a cost, in the resource paid); a conversion takes
// exactly 2 pieces for 1 Seed. Seeds change only by the events' gains,
// conversions and the Germinate refund, a Refresh's or Germinate's price
// and an activated option's Seed cost. Tokens arrive only as events say.
func (l *ledger) check(s, next State, m Move, events []Event) string {
	var seedGain, tokenGain [MaxPlayers]int
	var converted [MaxPlayers]bool
	for _, e := range events {
		switch {
		case e.Kind == Gained && e.Resource == Seed:
			seedGain[e.Player] += e.N
		case e.Kind == Gained && e.Space < 0:
			tokenGain[e.Player] += e.N
		case e.Kind == Converted:
			seedGain[e.Player]++
			converted[e.Player] = true
		case e.Kind == Germinated && e.Card == NoCard && e.N == 0:
			seedGain[e.Player] += GerminateCost
		}
	}
	for i := range int(s.d.n) {
		if msg := l.player(s, next, m, i, seedGain[i], tokenGain[i], converted[i]); msg != "" {
			return fmt.Sprintf("P%d: %s", i+1, msg)
		}
	}
	return ""
}

func (l *ledger) player(s, next State, m Move, i, seedGain, tokenGain int, converted bool) string {
	a, b := piecesOf(s, i), piecesOf(next, i)
	mover := Player(i) == m.Player
	added, removed, msg := l.spaces(s, m, i, mover, &a, &b)
	if msg != "" {
		return msg
	}
	if mover && m.Kind == Convert {
		l.converting[i], l.paid[i] = true, 0
	}
	if l.converting[i] {
		l.paid[i] += removed
	}
	if converted {
		if l.paid[i] != 2 {
			return fmt.Sprintf("a conversion took %d pieces for 1 Seed", l.paid[i])
		}
		l.converting[i] = false
	}
	if added > 0 && !(mover && m.Kind == Place) {
		return fmt.Sprintf("%d pieces added on a %v move", added, m.Kind)
	}
	want := a.seeds + seedGain
	if mover {
		switch m.Kind {
		case Refresh:
			want -= RefreshCost
		case Germinate:
			want -= GerminateCost
		}
	}
	if b.seeds != want && !(mover && b.seeds == want-seedCost(s, m, i)) {
		return fmt.Sprintf("Seeds went from %d to %d, the rules allow %d", a.seeds, b.seeds, want)
	}
	for r := range 2 {
		if b.tokens[r] > a.tokens[r] && b.tokens[r]-a.tokens[r] > tokenGain {
			return fmt.Sprintf("%d tokens appeared, %d given", b.tokens[r]-a.tokens[r], tokenGain)
		}
	}
	return ""
}

// spaces compares the pieces on each space: it counts those added and
// removed, and says what no rule allows.
func (l *ledger) spaces(s State, m Move, i int, mover bool, a, b *pieces) (added, removed int, msg string) {
	for k := range Spaces {
		for r, pair := range [2][2]int{{a.sprouts[k], b.sprouts[k]}, {a.growth[k], b.growth[k]}} {
			res := Sprout + Resource(r)
			switch d := pair[1] - pair[0]; {
			case d > 0:
				if !mover || m.Kind != Place || int(m.Space) != k || m.Resource != res {
					return 0, 0, fmt.Sprintf("%d %v added on %s by %v", d, res, spaceName(k), m)
				}
				if want := placed(s, i, k); d != want {
					return 0, 0, fmt.Sprintf("%v placed %d pieces, want %d", m, d, want)
				}
				added += d
			case d < 0:
				if !mover || (m.Kind != Pay && m.Kind != Activate && m.Kind != Convert) {
					return 0, 0, fmt.Sprintf("%d %v removed from %s by %v", -d, res, spaceName(k), m)
				}
				if (m.Kind == Pay || m.Kind == Convert) && m.Resource != res {
					return 0, 0, fmt.Sprintf("%v removed %v", m, res)
				}
				removed -= d
			}
		}
	}
	if mover && m.Kind == Pay && removed == 0 {
		return 0, 0, fmt.Sprintf("%v removed nothing", m)
	}
	return added, removed, ""
}

// placed is how many pieces a Place move puts on space k: one, or an "on
// all" gain's share.
func placed(s State, i, k int) int {
	a := &s.d.seat(i).act
	if a.each == 0 {
		return 1
	}
	return min(int(a.each), s.d.room(i, k, a.res))
}

// seedCost is the Seed cost of the option an Activate move takes, or of
// the ability a Pay move is paying for.
func seedCost(s State, m Move, i int) int {
	p := s.d.seat(i)
	if !p.act.on || p.act.place < 0 || (m.Kind != Activate && m.Kind != Pay) {
		return 0
	}
	ab := s.d.ability(i)
	alt := int(m.Option)
	if m.Kind == Pay {
		alt = int(p.act.alt)
	}
	if alt >= len(ab.alts) {
		return 0
	}
	n := 0
	for _, c := range ab.alts[alt].costs {
		if c.res == Seed {
			n += c.n
		}
	}
	return n
}
