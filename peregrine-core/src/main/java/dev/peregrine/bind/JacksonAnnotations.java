package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.util.Map;
import java.util.Set;

/**
 * Jackson's annotations, recognised by name: Peregrine depends on no Jackson artifact, yet the classes of an
 * application moving from Jackson carry its annotations, and each one changes what Jackson reads or writes.
 * Every annotation of Jackson's annotation packages found on a bound class is either honoured (where the
 * model of a class, an enum or a value is built), harmless (documentation, which changes nothing read or
 * written), or refused when the class's codec is built, naming the class, the member, the annotation and what
 * to use instead. None is silently ignored: an ignored {@code @JsonIgnore} would write a password.
 *
 * <p>The packages are {@code com.fasterxml.jackson.annotation} (shared by Jackson 2 and 3) and the two
 * databind annotation packages, {@code com.fasterxml.jackson.databind.annotation} (Jackson 2) and
 * {@code tools.jackson.databind.annotation} (Jackson 3).
 */
final class JacksonAnnotations {
  private JacksonAnnotations() {}

  private static final Set<String> PACKAGES = Set.of("com.fasterxml.jackson.annotation",
      "com.fasterxml.jackson.databind.annotation", "tools.jackson.databind.annotation");

  /** Honoured on classes and their members: names, inclusion, order, naming strategies, any-properties. */
  private static final Set<String> PROPERTY_ANNOTATIONS = Set.of("JsonProperty", "JsonIgnore",
      "JsonIgnoreProperties", "JsonIncludeProperties", "JsonIgnoreType", "JsonAlias", "JsonInclude",
      "JsonPropertyOrder", "JsonSetter", "JsonGetter", "JsonNaming", "JsonAnySetter", "JsonAnyGetter", "JsonUnwrapped");

  /**
   * Property annotations honoured on a class only: on a member, Jackson applies them to the properties of the
   * member's value, which Peregrine does not.
   */
  private static final Set<String> CLASS_ONLY = Set.of("JsonIgnoreProperties", "JsonIncludeProperties",
      "JsonPropertyOrder");

  /** Honoured on creators, values, enums, subtypes and formats. */
  private static final Set<String> VALUE_ANNOTATIONS = Set.of("JsonCreator", "JsonValue", "JsonEnumDefaultValue",
      "JsonTypeInfo", "JsonSubTypes", "JsonTypeName", "JsonFormat");

  /** Documentation only: nothing read or written depends on them. */
  private static final Set<String> HARMLESS = Set.of("JsonClassDescription", "JsonPropertyDescription",
      "JacksonAnnotation");

  private static final String USE_REFERENCES = "object identity is the builder's references(true) in Peregrine, "
      + "which writes a shared or circular object once and refers to it after";
  private static final String USE_CODEC = "Jackson's serializer and deserializer classes cannot run in Peregrine: "
      + "register a Codec for the type instead (Json.builder().register(Type.class, codec))";

  /** Refused, with why and what to do instead. */
  private static final Map<String, String> REFUSED = Map.ofEntries(
      Map.entry("JsonView", "Peregrine has no views: bind a class per view, or leave a property out with @JsonIgnore"),
      Map.entry("JsonIdentityInfo", USE_REFERENCES),
      Map.entry("JsonIdentityReference", USE_REFERENCES),
      Map.entry("JsonManagedReference", USE_REFERENCES),
      Map.entry("JsonBackReference", USE_REFERENCES),
      Map.entry("JacksonInject", "Peregrine does not inject values from outside the document: set them after reading"),
      Map.entry("JsonSerialize", USE_CODEC),
      Map.entry("JsonDeserialize", USE_CODEC),
      Map.entry("JsonTypeResolver", USE_CODEC),
      Map.entry("JsonTypeIdResolver", USE_CODEC),
      Map.entry("JsonValueInstantiator", USE_CODEC),
      Map.entry("JsonPOJOBuilder", "Peregrine does not use builder classes: give the class a @JsonCreator constructor "
          + "or factory"),
      Map.entry("JsonAppend", "Peregrine does not append virtual properties: add a getter"),
      Map.entry("JsonFilter", "Peregrine has no property filters: leave properties out with @JsonIgnore"),
      Map.entry("JsonAutoDetect", "visibility is Peregrine's fixed rule (public getters, setters and fields, "
          + "annotated members; every field with the builder's privateFields(true)): annotate the members to bind "
          + "with @JsonProperty instead"),
      Map.entry("JsonTypeId", "the type id is written by @JsonTypeInfo from @JsonSubTypes and @JsonTypeName"),
      Map.entry("JsonMerge", "Peregrine does not merge into existing values, except a final collection or map it "
          + "fills in place"),
      Map.entry("JsonKey", "write map keys with a registered Codec of the key type"),
      Map.entry("JsonRawValue", "Peregrine writes no unchecked text into a document (raw text could break out of "
          + "it, and CBOR has no raw JSON): bind the value as a tree (Object, Map, JsonObject), which is written as "
          + "the JSON it holds, or register a Codec"),
      Map.entry("JacksonAnnotationsInside", "Peregrine does not expand composed annotations: put the Jackson "
          + "annotations on the class or member itself"));

  /**
   * Refuses {@code type} when it, its superclasses or any of their members (fields, methods, constructors and
   * their parameters, record components) carries a Jackson annotation that is not honoured: names the member,
   * the annotation and what to use instead.
   */
  static void check(Class<?> type) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      checkElement(c, c, null);
      if (c.isRecord()) for (RecordComponent rc : c.getRecordComponents()) checkElement(rc, c, rc.getName());
      for (Field f : c.getDeclaredFields()) if (!f.isSynthetic()) checkElement(f, c, f.getName());
      for (Method m : c.getDeclaredMethods()) if (!m.isSynthetic() && !m.isBridge()) checkExecutable(m, c, m.getName() + "()");
      for (Constructor<?> k : c.getDeclaredConstructors()) if (!k.isSynthetic()) checkExecutable(k, c, "its constructor");
    }
  }

  private static void checkExecutable(Executable e, Class<?> owner, String member) {
    checkElement(e, owner, member);
    for (Parameter p : e.getParameters()) checkElement(p, owner, member + " parameter " + p.getName());
  }

  private static void checkElement(AnnotatedElement e, Class<?> owner, String member) {
    for (Annotation a : e.getDeclaredAnnotations()) {
      Class<? extends Annotation> t = a.annotationType();
      String why = refusal(t);
      if (why == null && VALUE_ANNOTATIONS.contains(t.getSimpleName()) && PACKAGES.contains(t.getPackageName())) {
        why = JacksonValues.refusal(a, e);
      }
      if (why == null && !(e instanceof Class<?>) && CLASS_ONLY.contains(t.getSimpleName())
          && PACKAGES.contains(t.getPackageName())) {
        why = "Peregrine honours it on a class only: put it on the class of the property's value";
      }
      if (why != null) {
        throw new PeregrineException("@" + t.getSimpleName() + " on " + owner.getName()
            + (member == null ? "" : "." + member) + " is not supported: " + why, null);
      }
    }
  }

  /** Why an annotation of this type is refused, or null when it is not (honoured, harmless, or not Jackson's). */
  private static String refusal(Class<? extends Annotation> t) {
    if (!PACKAGES.contains(t.getPackageName())) {
      // A composed annotation carries Jackson's annotations on its own type.
      for (Annotation meta : t.getDeclaredAnnotations()) {
        if (meta.annotationType().getName().equals("com.fasterxml.jackson.annotation.JacksonAnnotationsInside")) {
          return "@" + t.getSimpleName() + " composes Jackson annotations, and "
              + REFUSED.get("JacksonAnnotationsInside");
        }
      }
      return null;
    }
    String name = t.getSimpleName();
    if (PROPERTY_ANNOTATIONS.contains(name) || VALUE_ANNOTATIONS.contains(name) || HARMLESS.contains(name)) {
      return null;
    }
    String why = REFUSED.get(name);
    return why != null ? why : "Peregrine does not honour it yet, and it would change what is read or written";
  }

  /**
   * Whether {@code t} is one of Jackson's property annotations, which select and name properties: they are
   * read by the bean's model and take no part in choosing a value's codec.
   */
  static boolean isPropertyAnnotation(Class<? extends Annotation> t) {
    return PROPERTY_ANNOTATIONS.contains(t.getSimpleName()) && PACKAGES.contains(t.getPackageName());
  }

  /** Whether {@code t} is an annotation of one of Jackson's annotation packages. */
  static boolean isJackson(Class<? extends Annotation> t) {
    return PACKAGES.contains(t.getPackageName());
  }

  /** Jackson's annotation named {@code simpleName} on {@code e}, from any of its packages, or null. */
  static Annotation find(AnnotatedElement e, String simpleName) {
    for (Annotation a : e.getDeclaredAnnotations()) {
      Class<? extends Annotation> t = a.annotationType();
      if (t.getSimpleName().equals(simpleName) && PACKAGES.contains(t.getPackageName())) return a;
    }
    return null;
  }

  /**
   * The value of attribute {@code name} of {@code a}: an enum constant comes back as its name, an array of
   * annotations or classes as is.
   */
  static Object attribute(Annotation a, String name) {
    try {
      Method m = a.annotationType().getMethod(name);
      Object v = m.invoke(a);
      return v instanceof Enum<?> constant ? constant.name() : v;
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new PeregrineException("cannot read " + name + " of @" + a.annotationType().getSimpleName() + ": " + e, e);
    }
  }
}
