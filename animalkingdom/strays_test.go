package animalkingdom

import (
	"reflect"
	"testing"
)

// TestStraysReadsEveryField: strays, the quick checks' stand-in for
// comparing a move with its kind's one form, reports every field of Move
// but the player and the kind set to any value but zero, as comparing
// with the Move of that player and kind alone does.
func TestStraysReadsEveryField(t *testing.T) {
	if m := (Move{Player: 3, Kind: Use}); m.strays() {
		t.Fatalf("%+v: strays with no other field set", m)
	}
	ty := reflect.TypeOf(Move{})
	for i := range ty.NumField() {
		f := ty.Field(i)
		if f.Name == "Player" || f.Name == "Kind" {
			continue
		}
		for _, set := range []func(v reflect.Value){
			func(v reflect.Value) { v.SetBool(true) },
			func(v reflect.Value) { v.SetInt(1) },
			func(v reflect.Value) { v.SetInt(-1) },
			func(v reflect.Value) { v.SetUint(1) },
			func(v reflect.Value) { v.SetUint(1 << (8*f.Type.Size() - 1)) },
		} {
			m := Move{Player: 1, Kind: Stop}
			v := reflect.ValueOf(&m).Elem().Field(i)
			if !trySet(v, set) {
				continue
			}
			if slow := m != (Move{Player: 1, Kind: Stop}); m.strays() != slow {
				t.Errorf("field %s: %+v: strays %v, comparing %v", f.Name, m, m.strays(), slow)
			}
		}
	}
}

// trySet applies set to v, reporting false when set does not fit v's kind.
func trySet(v reflect.Value, set func(reflect.Value)) (ok bool) {
	defer func() { ok = recover() == nil }()
	set(v)
	return true
}
