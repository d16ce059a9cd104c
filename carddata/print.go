package carddata

import (
	"strconv"
	"strings"
)

// Every node's String prints its canonical text; a nil node prints as the
// empty text, as it does within a tree.

// String prints the ability's canonical text.
func (n *Ability) String() string {
	if n == nil {
		return ""
	}
	var b strings.Builder
	if n.Colour != "" {
		b.WriteString("[" + n.Colour + "] ")
	}
	if n.Trigger != nil {
		b.WriteString(n.Trigger.String())
		b.WriteByte(' ')
	}
	b.WriteString(str(n.Body))
	return b.String()
}

// String prints "when <event> [thing]:".
func (n *Trigger) String() string {
	if n == nil {
		return ""
	}
	if n.What == nil {
		return "when " + n.Event + ":"
	}
	return "when " + n.Event + " " + n.What.String() + ":"
}

// String prints the options joined by " or ".
func (n *Choice) String() string {
	if n == nil {
		return ""
	}
	parts := make([]string, len(n.Options))
	for i, o := range n.Options {
		parts[i] = o.String()
	}
	return strings.Join(parts, " or ")
}

// String prints "cost: gain | others", leaving out what is absent.
func (n *Benefit) String() string {
	if n == nil {
		return ""
	}
	var b strings.Builder
	if n.Cost != nil {
		b.WriteString(n.Cost.String())
		b.WriteString(": ")
	}
	b.WriteString(str(n.Gain))
	if n.Others != nil {
		b.WriteString(" | ")
		b.WriteString(n.Others.String())
	}
	return b.String()
}

// String prints the effects joined by ", ".
func (n *Sequence) String() string {
	if n == nil {
		return ""
	}
	parts := make([]string, len(n.Effects))
	for i, e := range n.Effects {
		parts[i] = str(e)
	}
	return strings.Join(parts, ", ")
}

// String prints the needs joined by ", ".
func (n *Objective) String() string {
	if n == nil {
		return ""
	}
	parts := make([]string, len(n.Needs))
	for i, a := range n.Needs {
		parts[i] = a.String()
	}
	return strings.Join(parts, ", ")
}

// String prints "[target] verb args [/ scale] [if condition]".
func (n *Action) String() string {
	if n == nil {
		return ""
	}
	var b strings.Builder
	if n.Target != nil {
		b.WriteString(n.Target.String())
		b.WriteByte(' ')
	}
	b.WriteString(n.Verb)
	for i, a := range n.Args {
		if _, amount := a.(*Amount); amount && i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(' ')
		b.WriteString(str(a))
	}
	if n.Scale != nil {
		b.WriteString(" / ")
		b.WriteString(n.Scale.String())
	}
	if n.If != nil {
		b.WriteString(" if ")
		b.WriteString(n.If.String())
	}
	return b.String()
}

// String prints "move up to X", "move exactly X" or "move to <card>", then
// the scale, the cards crossed and the block.
func (n *Move) String() string {
	if n == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString("move ")
	if n.Qty != nil {
		b.WriteString(n.Qty.String())
	} else {
		b.WriteString("to ")
		b.WriteString(str(n.To))
	}
	if n.Per != nil {
		b.WriteString(" / ")
		b.WriteString(n.Per.String())
	}
	if n.Over != nil {
		b.WriteString(" over ")
		b.WriteString(n.Over.String())
	}
	if n.Each != nil {
		b.WriteString(" { ")
		b.WriteString(str(n.Each))
		b.WriteString(" }")
	}
	return b.String()
}

// String prints "quantity what".
func (n *Amount) String() string {
	if n == nil {
		return ""
	}
	return str(n.Qty) + " " + str(n.What)
}

// String prints the quantity as written: "2", "2+", "2-3", "up to 2",
// "exactly 2", "any 2" or "all".
func (n *Quantity) String() string {
	if n == nil {
		return ""
	}
	num := strconv.Itoa(n.N)
	switch n.Kind {
	case AtLeast:
		return num + "+"
	case Range:
		return num + "-" + strconv.Itoa(n.Max)
	case UpTo:
		return "up to " + num
	case Exactly:
		return "exactly " + num
	case AnyOf:
		return "any " + num
	case All:
		return "all"
	}
	return num
}

// String prints "prep object".
func (n *Phrase) String() string {
	if n == nil {
		return ""
	}
	return n.Prep.String() + " " + str(n.Object)
}

// String prints "noun [each] [with features] [relation] [in target]".
func (n *Selector) String() string {
	if n == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(n.Noun)
	if len(n.With) > 0 {
		if n.Each {
			b.WriteString(" each")
		}
		b.WriteString(" with ")
		for i, f := range n.With {
			if i > 0 {
				b.WriteString(" and ")
			}
			b.WriteString(f.String())
		}
	}
	if n.Rel != nil {
		b.WriteByte(' ')
		b.WriteString(n.Rel.String())
	}
	switch {
	case n.In != nil:
		b.WriteString(" in ")
		b.WriteString(n.In.String())
	case n.Chain != nil:
		b.WriteString(" in ")
		b.WriteString(n.Chain.String())
	case n.Place != "":
		b.WriteString(" in ")
		b.WriteString(n.Place)
	}
	return b.String()
}

// String prints "[quantity | measure] noun".
func (n *Feature) String() string {
	if n == nil {
		return ""
	}
	switch {
	case n.Qty != nil:
		return n.Qty.String() + " " + n.Noun
	case n.Measure != NoMeasure:
		return n.Measure.String() + " " + n.Noun
	}
	return n.Noun
}

// String prints "direction anchor".
func (n *Relation) String() string {
	if n == nil {
		return ""
	}
	return n.Dir.String() + " " + str(n.Anchor)
}

// String prints "longest direction chain [through anchor]".
func (n *Chain) String() string {
	if n == nil {
		return ""
	}
	s := "longest " + n.Dir.String() + " chain"
	if n.Through != nil {
		s += " through " + n.Through.String()
	}
	return s
}

// String prints the target word.
func (n *Target) String() string {
	if n == nil {
		return ""
	}
	return string(n.Who)
}

// String prints "[group] per [tiers] [max bound]".
func (n *Scale) String() string {
	if n == nil {
		return ""
	}
	s := str(n.Per)
	if n.Group != 0 {
		s = strconv.Itoa(n.Group) + " " + s
	}
	if len(n.Tiers) > 0 {
		parts := make([]string, len(n.Tiers))
		for i, t := range n.Tiers {
			parts[i] = t.String()
		}
		s += " [" + strings.Join(parts, ", ") + "]"
	}
	if n.Max != 0 {
		s += " max " + strconv.Itoa(n.Max)
	}
	return s
}

// String prints "count: value".
func (n *Tier) String() string {
	if n == nil {
		return ""
	}
	return str(n.Count) + ": " + strconv.Itoa(n.Value)
}

// String prints "[subject has] amount" or "[subject has] word", with
// "have" after "you" and "others".
func (n *Condition) String() string {
	if n == nil {
		return ""
	}
	need := n.Word
	if n.Need != nil {
		need = n.Need.String()
	}
	if n.Subject == "" {
		return need
	}
	return n.Subject + " " + agreeing(n.Subject) + " " + need
}

// str prints a node that may be nil as "".
func str(n Node) string {
	if isNil(n) {
		return ""
	}
	return n.String()
}
