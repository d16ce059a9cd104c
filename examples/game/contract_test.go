package game

import (
	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/internal/engine"
)

// The contract is declared twice, here for users and in internal/engine
// for the conformance harness, which cannot import this package. These
// functions compile only while the two are the same interfaces for every
// game: each assigns a value of one to the other both ways (interfaces with
// the same methods), and each Move constraint satisfies the other.
var (
	_ = sameContract[cosmicrun.State, cosmicrun.Move, cosmicrun.View, cosmicrun.Event]
	_ = sameContract[beforeearth.State, beforeearth.Move, beforeearth.View, beforeearth.Event]
	_ = sameContract[earthexpress.State, earthexpress.Move, earthexpress.View, earthexpress.Event]
	_ = sameContract[animalkingdom.State, animalkingdom.Move, animalkingdom.View, animalkingdom.Event]
)

func sameContract[S State[S, M, V, E], M Move, V View[S, M], E Event[E]]() {
	var (
		s  State[S, M, V, E]
		es engine.State[S, M, V, E]
		v  View[S, M]
		ev engine.View[S, M]
		e  Event[E]
		ee engine.Event[E]
		p  Playouter[S]
		ep engine.Playouter[S]
	)
	s, es = es, s
	v, ev = ev, v
	e, ee = ee, e
	p, ep = ep, p
	_, _, _, _, _, _, _, _ = s, es, v, ev, e, ee, p, ep
	engineMove[M]()
}

// engineMove and gameMove compile only when each Move constraint's types
// satisfy the other.
func engineMove[M engine.Move]() { gameMove[M]() }
func gameMove[M Move]()          {}
