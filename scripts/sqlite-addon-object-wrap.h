// Node's node::ObjectWrap as its headers had it before Node 24.19 (and still
// have on Node 20 and 22). scripts/sqlite-addon.mjs forces this file into the
// build of better-sqlite3 ahead of Node's own node_object_wrap.h, whose include
// guard it defines, so that Node's header is then skipped.
//
// Why: from Node 24.19 Node's ObjectWrap registers an environment cleanup hook
// for every object and removes it in its destructor through
// node::RemoveEnvironmentCleanupHook, which aborts the process ("Assertion
// failed: (env) != nullptr") when no JavaScript context is entered. V8 runs the
// destructor of a statement nobody holds any more from its garbage collector,
// often at such a moment, so a server on better-sqlite3 12 built against those
// headers aborts soon after start. This class leaves each object to V8's weak
// callback, as every Node line did before 24.19.
//
// Adapted from Node.js's src/node_object_wrap.h: Copyright Joyent, Inc. and
// other Node contributors, under the MIT licence.

#ifndef SRC_NODE_OBJECT_WRAP_H_
#define SRC_NODE_OBJECT_WRAP_H_

#include <cassert>
#include <v8.h>

namespace node {

class ObjectWrap {
 public:
  ObjectWrap() { refs_ = 0; }

  virtual ~ObjectWrap() {
    if (persistent().IsEmpty()) return;
    persistent().ClearWeak();
    persistent().Reset();
  }

  template <class T>
  static inline T* Unwrap(v8::Local<v8::Object> handle) {
    assert(!handle.IsEmpty());
    assert(handle->InternalFieldCount() > 0);
    // through ObjectWrap: a direct cast from void* to T is wrong when T has
    // more than one base class
    void* ptr = handle->GetAlignedPointerFromInternalField(0);
    ObjectWrap* wrap = static_cast<ObjectWrap*>(ptr);
    return static_cast<T*>(wrap);
  }

  inline v8::Local<v8::Object> handle() { return handle(v8::Isolate::GetCurrent()); }

  inline v8::Local<v8::Object> handle(v8::Isolate* isolate) {
    return v8::Local<v8::Object>::New(isolate, persistent());
  }

  inline v8::Persistent<v8::Object>& persistent() { return handle_; }

 protected:
  inline void Wrap(v8::Local<v8::Object> handle) {
    assert(persistent().IsEmpty());
    assert(handle->InternalFieldCount() > 0);
    handle->SetAlignedPointerInInternalField(0, this);
    persistent().Reset(v8::Isolate::GetCurrent(), handle);
    MakeWeak();
  }

  inline void MakeWeak() {
    persistent().SetWeak(this, WeakCallback, v8::WeakCallbackType::kParameter);
  }

  // Ref() keeps the object alive whatever refers to it; Unref() undoes one
  // Ref(), and the last one makes it collectable again (never call it from a
  // destructor)
  virtual void Ref() {
    assert(!persistent().IsEmpty());
    persistent().ClearWeak();
    refs_++;
  }

  virtual void Unref() {
    assert(!persistent().IsEmpty());
    assert(!persistent().IsWeak());
    assert(refs_ > 0);
    if (--refs_ == 0) MakeWeak();
  }

  int refs_;

 private:
  static void WeakCallback(const v8::WeakCallbackInfo<ObjectWrap>& data) {
    ObjectWrap* wrap = data.GetParameter();
    assert(wrap->refs_ == 0);
    wrap->handle_.Reset();
    delete wrap;
  }

  v8::Persistent<v8::Object> handle_;
};

}  // namespace node

#endif  // SRC_NODE_OBJECT_WRAP_H_
