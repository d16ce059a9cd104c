package carddata

// Inspect walks the tree under n in depth-first order, as go/ast.Inspect
// does: it calls f(n), and if that returns true, inspects each child of n
// in the order they are printed. Nil nodes, typed or not, are skipped.
func Inspect(n Node, f func(Node) bool) {
	if isNil(n) || !f(n) {
		return
	}
	eachChild(n, func(c Node) { Inspect(c, f) })
}

// isNil reports whether n is nil or holds a nil pointer.
func isNil(n Node) bool { return n == nil || n.isNil() }

// eachChild calls visit with each child node of n in printed order, field
// by field, as go/ast.Walk does; visit may be given nil nodes.
func eachChild(n Node, visit func(Node)) {
	switch n := n.(type) {
	case *Ability:
		visit(n.Trigger)
		visit(n.Body)
	case *Trigger:
		visit(n.What)
	case *Choice:
		for _, o := range n.Options {
			visit(o)
		}
	case *Benefit:
		visit(n.Cost)
		visit(n.Gain)
		visit(n.Others)
	case *Sequence:
		for _, e := range n.Effects {
			visit(e)
		}
	case *Objective:
		for _, a := range n.Needs {
			visit(a)
		}
	case *Action:
		actionChildren(n, visit)
	case *Move:
		moveChildren(n, visit)
	case *Amount:
		visit(n.Qty)
		visit(n.What)
	case *Phrase:
		visit(n.Object)
	case *Selector:
		selectorChildren(n, visit)
	case *Feature:
		visit(n.Qty)
	case *Relation:
		visit(n.Anchor)
	case *Chain:
		visit(n.Through)
	case *Scale:
		visit(n.Per)
		for _, t := range n.Tiers {
			visit(t)
		}
	case *Tier:
		visit(n.Count)
	case *Condition:
		visit(n.Need)
	}
}

func actionChildren(n *Action, visit func(Node)) {
	visit(n.Target)
	for _, a := range n.Args {
		visit(a)
	}
	visit(n.Scale)
	visit(n.If)
}

func moveChildren(n *Move, visit func(Node)) {
	visit(n.Qty)
	visit(n.To)
	visit(n.Per)
	visit(n.Over)
	visit(n.Each)
}

func selectorChildren(n *Selector, visit func(Node)) {
	for _, f := range n.With {
		visit(f)
	}
	visit(n.Rel)
	visit(n.In)
	visit(n.Chain)
}
