package earthexpress

// canConvert reports whether player i may make an anytime conversion now:
// they hold a decision that is not part of an ability's activation, and
// have 2 Sprouts or 2 Growth.
func (d *data) canConvert(i int) bool {
	p := &d.p[i]
	switch p.phase {
	case Planting, Acting, Activating, Ending:
	default:
		return false
	}
	if p.sub != subNone || p.act.on && !p.act.prompt {
		return false
	}
	sp, gr := d.pieces(i)
	return sp >= 2 || gr >= 2
}

// convertible reports whether 2 pieces of r can come from places b and c
// (b <= c; the same place twice when it holds 2).
func (d *data) convertible(i int, r Resource, b, c int) bool {
	if r != Sprout && r != Growth || b < 0 || c >= Spaces || b > c {
		return false
	}
	if b == c {
		return d.count(i, b, r) >= 2
	}
	return d.count(i, b, r) >= 1 && d.count(i, c, r) >= 1
}
