package beforeearth

import "sync"

// scratchPool recycles the working copies compiled card steps run on, so
// running an ability does not allocate in steady play.
type scratchPool struct{ p sync.Pool }

var scratch = &scratchPool{p: sync.Pool{New: func() any { return new(data) }}}

func (s *scratchPool) get() *data {
	if d, ok := s.p.Get().(*data); ok {
		return d
	}
	return new(data)
}

func (s *scratchPool) put(d *data) {
	*d = data{}
	s.p.Put(d)
}
