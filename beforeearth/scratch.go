package beforeearth

import "sync"

// scratchPool recycles the working copies that compiled card steps run on,
// so that running an ability does not allocate once the pool has warmed up.
// It is a plain free list under a mutex rather than a sync.Pool, which may
// drop what it is given (and does so on purpose under the race detector).
type scratchPool struct {
	mu   sync.Mutex
	free []*data
}

var scratch = &scratchPool{}

func (s *scratchPool) get() *data {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n := len(s.free); n > 0 {
		d := s.free[n-1]
		s.free = s.free[:n-1]
		return d
	}
	return new(data)
}

func (s *scratchPool) put(d *data) {
	*d = data{}
	s.mu.Lock()
	s.free = append(s.free, d)
	s.mu.Unlock()
}
