package learn

import (
	"fmt"
	"slices"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/internal/rng"
)

// vector is Envs for one game's types.
type vector[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	spec   game.Spec[S, M, V, E]
	reward string
	info   Info
	games  []table[S, M, V, E]
	batch  Batch
	ids    []int // the legal ids being written into a mask
	moves  []M   // a Step's moves, checked before any is played
}

// table is one game of a batch: the state, the bots by seat (nil for the
// client's seats), who acts, and the generator the next games are dealt
// from.
type table[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	s      S
	bots   []opponent[S, M]
	acting game.Player
	rng    rng.RNG
}

// newVector opens c.Envs games of g.
func newVector[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], c Config) (*vector[S, M, V, E], error) {
	r := rng.New(c.Seed)
	v := &vector[S, M, V, E]{spec: g, reward: c.Reward, games: make([]table[S, M, V, E], c.Envs)}
	for i := range v.games {
		t := &v.games[i]
		t.rng = rng.New(r.Uint64())
		if err := v.start(t); err != nil {
			return nil, err
		}
		if i == 0 {
			if err := v.describe(g.Name, c, t.s); err != nil {
				return nil, err
			}
		}
		t.bots = make([]opponent[S, M], v.info.Seats)
		for seat, name := range c.Opponents {
			b, err := newOpponent(g, name, t.rng.Uint64())
			if err != nil {
				return nil, fmt.Errorf("opponents[%d]: %w", seat, err)
			}
			t.bots[seat+1] = b
		}
	}
	v.batch = newBatch(v.info)
	for i := range v.games {
		if err := v.advance(i); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// describe sets v's Info from the first game, s, and checks c's opponents
// against its seats.
func (v *vector[S, M, V, E]) describe(name string, c Config, s S) error {
	seats := len(s.Players())
	if len(c.Opponents) >= seats {
		return fmt.Errorf("opponents: %d bots for %d seats leave none to the client (bots take the seats from P2 on)", len(c.Opponents), seats)
	}
	view := s.View(s.Players()[0])
	shape := view.ObservationShape()
	size := 1
	for _, n := range shape {
		size *= n
	}
	v.info = Info{Game: name, Envs: len(v.games), Seats: seats, Actions: s.ActionSpace(), ObsShape: shape, ObsSize: size}
	return nil
}

// start deals t a new game.
func (v *vector[S, M, V, E]) start(t *table[S, M, V, E]) error {
	s, err := v.spec.Start(0, t.rng.Uint64())
	if err != nil {
		return err
	}
	t.s = s
	return nil
}

// Info describes the games.
func (v *vector[S, M, V, E]) Info() Info { return v.info }

// Batch is what the last Step left.
func (v *vector[S, M, V, E]) Batch() *Batch { return &v.batch }

// Step plays one action in every game, checking them all first.
func (v *vector[S, M, V, E]) Step(actions []int) error {
	if len(actions) != len(v.games) {
		return fmt.Errorf("step: %d actions for %d games", len(actions), len(v.games))
	}
	v.moves = v.moves[:0]
	for i, id := range actions {
		t := &v.games[i]
		m, err := t.s.MoveAt(t.acting, id)
		if err != nil {
			return fmt.Errorf("step: game %d, %v to act: %w", i, t.acting, err)
		}
		v.moves = append(v.moves, m)
	}
	clear(v.batch.Reward)
	clear(v.batch.Rewards)
	clear(v.batch.Done)
	for i, m := range v.moves {
		t := &v.games[i]
		actor := t.acting
		s, err := t.s.Apply(m)
		if err != nil {
			return fmt.Errorf("step: game %d: %w", i, err) // MoveAt gave a legal move: not reached
		}
		t.s = s
		if err := v.play(i, actor); err != nil {
			return err
		}
	}
	return nil
}

// play plays the bots of game i until a client's seat is to act, ending
// and restarting the game if it ends on the way (the actor is rewarded).
func (v *vector[S, M, V, E]) play(i int, actor game.Player) error {
	t := &v.games[i]
	if err := v.runBots(t); err != nil {
		return fmt.Errorf("game %d: %w", i, err)
	}
	if t.s.Over() {
		seats := v.batch.Rewards[i*v.info.Seats : (i+1)*v.info.Seats]
		rewards(t.s, v.reward, seats)
		v.batch.Reward[i], v.batch.Done[i] = seats[actor], 1
		if err := v.start(t); err != nil {
			return fmt.Errorf("game %d: %w", i, err)
		}
	}
	return v.advance(i)
}

// advance plays the bots of game i to the client's next decision and
// writes what the client sees there into the batch.
func (v *vector[S, M, V, E]) advance(i int) error {
	t := &v.games[i]
	if err := v.runBots(t); err != nil {
		return fmt.Errorf("game %d: %w", i, err)
	}
	if t.s.Over() {
		return fmt.Errorf("game %d ended with no decision of the client's seats", i)
	}
	v.batch.Player[i] = int32(t.acting)
	in := v.info
	obs := t.s.View(t.acting).AppendObservation(v.batch.Obs[:i*in.ObsSize])
	if len(obs) != (i+1)*in.ObsSize {
		return fmt.Errorf("game %d: an observation of %d values, not the %d of its shape", i, len(obs)-i*in.ObsSize, in.ObsSize)
	}
	mask := v.batch.Mask[i*in.Actions : (i+1)*in.Actions]
	clear(mask)
	v.ids = t.s.AppendLegalActionIDs(v.ids[:0], t.acting)
	for _, id := range v.ids {
		mask[id] = 1
	}
	return nil
}

// runBots plays the bots' moves while the game goes on and no client's
// seat is to act, and sets who acts: the first client's seat to move.
func (v *vector[S, M, V, E]) runBots(t *table[S, M, V, E]) error {
	for !t.s.Over() {
		who := t.s.ToMove()
		if k := slices.IndexFunc(who, func(p game.Player) bool { return t.bots[p] == nil }); k >= 0 {
			t.acting = who[k]
			return nil
		}
		p := who[0]
		m, err := t.bots[p].choose(t.s, p)
		if err != nil {
			return fmt.Errorf("the bot of %v: %w", p, err)
		}
		if t.s, err = t.s.Apply(m); err != nil {
			return fmt.Errorf("the bot of %v: %w", p, err)
		}
	}
	return nil
}
