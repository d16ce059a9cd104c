package main

import (
	"math"

	"github.com/rulebox/rulebox/internal/rng"
)

// policy is a linear softmax policy: the logit of action a is
// w[a]·observation + b[a], and the policy plays the legal actions in
// proportion to their exponentials.
type policy struct {
	obs int
	w   []float32 // actions × obs
	b   []float32
}

// newPolicy is the untrained policy: every weight 0, so every legal action
// equally likely.
func newPolicy(obs, actions int) *policy {
	return &policy{obs: obs, w: make([]float32, obs*actions), b: make([]float32, actions)}
}

// decision is one choice the policy made: what it saw (the non-zero
// values of the observation), its legal actions, their probabilities and
// the one it chose.
type decision struct {
	at     []int32
	val    []float32
	legal  []int
	probs  []float64
	chosen int // an index into legal
}

// see fills d with the observation x and the legal actions of mask.
func (d *decision) see(x []float32, mask []uint8) {
	d.at, d.val, d.legal = d.at[:0], d.val[:0], d.legal[:0]
	for i, v := range x {
		if v != 0 {
			d.at, d.val = append(d.at, int32(i)), append(d.val, v)
		}
	}
	for a, ok := range mask {
		if ok == 1 {
			d.legal = append(d.legal, a)
		}
	}
}

// choose sets d's probabilities and draws its action from them.
func (p *policy) choose(d *decision, r *rng.RNG) int {
	d.probs = d.probs[:0]
	most := math.Inf(-1)
	for _, a := range d.legal {
		l := p.logit(a, d)
		d.probs = append(d.probs, l)
		most = max(most, l)
	}
	sum := 0.0
	for i, l := range d.probs {
		d.probs[i] = math.Exp(l - most)
		sum += d.probs[i]
	}
	u := float64(r.Uint64()>>11) / (1 << 53) * sum
	d.chosen = len(d.legal) - 1
	for i := range d.probs {
		d.probs[i] /= sum
		if u -= d.probs[i] * sum; u < 0 && d.chosen == len(d.legal)-1 {
			d.chosen = i
		}
	}
	return d.legal[d.chosen]
}

// logit is action a's logit for what d saw.
func (p *policy) logit(a int, d *decision) float64 {
	row := p.w[a*p.obs : (a+1)*p.obs]
	l := float64(p.b[a])
	for k, i := range d.at {
		l += float64(row[i] * d.val[k])
	}
	return l
}

// reinforce moves the policy toward d's choice by step times the gradient
// of its log-probability: for each legal action, (1 if chosen, else 0,
// less its probability) times the observation.
func (p *policy) reinforce(d *decision, step float64) {
	for j, a := range d.legal {
		g := -d.probs[j]
		if j == d.chosen {
			g++
		}
		g *= step
		row := p.w[a*p.obs : (a+1)*p.obs]
		for k, i := range d.at {
			row[i] += float32(g) * d.val[k]
		}
		p.b[a] += float32(g)
	}
}
