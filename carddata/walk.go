package carddata

// Inspect walks the tree under n in depth-first order, as go/ast.Inspect
// does: it calls f(n), and if that returns true, inspects each child of n
// in the order they are printed.
func Inspect(n Node, f func(Node) bool) {
	if n == nil || isNilNode(n) || !f(n) {
		return
	}
	for _, c := range children(n) {
		Inspect(c, f)
	}
}

// children lists the non-nil child nodes of n in printed order.
func children(n Node) []Node {
	var kids []Node
	add := func(c Node) {
		if c != nil && !isNilNode(c) {
			kids = append(kids, c)
		}
	}
	switch n := n.(type) {
	case *Ability:
		add(n.Trigger)
		add(n.Body)
	case *Trigger:
		add(n.What)
	case *Choice:
		for _, o := range n.Options {
			add(o)
		}
	case *Benefit:
		add(n.Cost)
		add(n.Gain)
		add(n.Others)
	case *Sequence:
		for _, e := range n.Effects {
			add(e)
		}
	case *Objective:
		for _, a := range n.Needs {
			add(a)
		}
	case *Action:
		actionChildren(n, add)
	case *Move:
		add(n.Qty)
		add(n.To)
		add(n.Per)
		add(n.Over)
		add(n.Each)
	case *Amount:
		add(n.Qty)
		add(n.What)
	case *Phrase:
		add(n.Object)
	case *Selector:
		selectorChildren(n, add)
	case *Feature:
		add(n.Qty)
	case *Relation:
		add(n.Anchor)
	case *Chain:
		add(n.Through)
	case *Scale:
		add(n.Per)
		for _, t := range n.Tiers {
			add(t)
		}
	case *Tier:
		add(n.Count)
	case *Condition:
		add(n.Need)
	}
	return kids
}

func actionChildren(n *Action, add func(Node)) {
	add(n.Target)
	for _, a := range n.Args {
		add(a)
	}
	add(n.Scale)
	add(n.If)
}

func selectorChildren(n *Selector, add func(Node)) {
	for _, f := range n.With {
		add(f)
	}
	add(n.Rel)
	add(n.In)
	add(n.Chain)
}
